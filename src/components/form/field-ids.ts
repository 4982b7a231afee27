/**
 * The ids that tie a control to its hint, description and message, so a screen reader reads them with
 * the control: `register-first-name`, `register-first-name-hint`, `register-first-name-error`.
 */
export const fieldId = (form: string, field: string) => `${form}-${field.replaceAll('_', '-')}`
export const messageIdOf = (id: string) => `${id}-error`
export const hintIdOf = (id: string) => `${id}-hint`
export const descriptionIdOf = (id: string) => `${id}-description`

type Parts = { description?: boolean; hint?: boolean; error: unknown }

/** What a control is described by: its description or hint, then its message when it shows one. */
export function describedBy(id: string, { description, hint, error }: Parts): string | undefined {
  const ids = [
    description ? descriptionIdOf(id) : null,
    hint ? hintIdOf(id) : null,
    error ? messageIdOf(id) : null,
  ]
  return ids.filter(Boolean).join(' ') || undefined
}
