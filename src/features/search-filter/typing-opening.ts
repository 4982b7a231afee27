import type { Opening } from '../../components/first-use/first-use'

/** How the place field was first used: also where the caret was when the combobox took over. */
export type TypingOpening = Opening & { caret: number | null }
