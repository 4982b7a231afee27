/** Emails are compared and stored trimmed and lower-cased: one account per mailbox. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()
