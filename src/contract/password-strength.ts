/** SPEC §5 password strength meter: one point each, 0 to 4. */
export const STRENGTH_LEVELS = ['very_weak', 'weak', 'medium', 'good', 'strong'] as const
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number]

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; level: StrengthLevel }

export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length >= 8,
    (password.match(/\p{Nd}/gu) ?? []).length >= 2,
    /\p{Lu}/u.test(password),
    /[^\p{L}\p{N}\s]/u.test(password),
  ].filter(Boolean).length as PasswordStrength['score']
  return { score: points, level: STRENGTH_LEVELS[points] as StrengthLevel }
}
