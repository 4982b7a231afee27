import type { ReactNode } from 'react'

/** The page of one account task (log in, passwords, a link from an email): one card, named by its title. */
export function AuthCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={titleId}>
        {children}
      </section>
    </div>
  )
}
