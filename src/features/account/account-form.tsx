import type { ReactNode } from 'react'

type Props = {
  /** Sends the section's `form.submit` (Enter in a field, or Save). */
  submit: () => void
  busy: boolean
  children: ReactNode
}

/** An account section's form: native validation off (the machine's rules speak), busy while saving. */
export function AccountForm({ submit, busy, children }: Props) {
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {children}
    </form>
  )
}
