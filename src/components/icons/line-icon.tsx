type Props = { className?: string; kind?: string; children: React.ReactNode }

/** Our own line icons, drawn in the text colour; decorative (the text beside them says it). */
export function LineIcon({ className, kind, children }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={kind}
    >
      {children}
    </svg>
  )
}
