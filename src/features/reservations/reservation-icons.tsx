import { LineIcon as Icon } from '../../components/icons/line-icon'

type Props = { className?: string }

/** A page with a downward arrow: the PDF receipt. */
export function ReceiptIcon({ className }: Props) {
  return (
    <Icon className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M12 11v6M9.5 14.5 12 17l2.5-2.5" />
    </Icon>
  )
}

export function CalendarIcon({ className }: Props) {
  return (
    <Icon className={className}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Icon>
  )
}

export function ChevronIcon({ className }: Props) {
  return (
    <Icon className={className}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  )
}
