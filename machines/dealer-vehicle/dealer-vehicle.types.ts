import type { ApiFailure } from '../../src/contract/api-failure'
import type { VehicleCalendar } from '../../src/contract/dealer-desk'

export type BlockField = 'start' | 'end' | 'reason'

/** The block form: the first and last day (YYYY-MM-DD, Rome), the reason; each field's message code. */
export type BlockForm = Record<BlockField, string> & {
  errors: Partial<Record<BlockField, string>>
  /** A refusal that names no field: the server's message, or a code (no answer) for the view to say. */
  formError: { text: string } | { key: string } | null
  attempts: number
}

export type VehicleInput = { plate: string }

/** What the `block` actor sends: whole days on Rome's calendar, the reason. */
export type BlockRequest = { plate: string; start: string; end: string; reason: string }

export type VehicleContext = {
  plate: string
  calendar: VehicleCalendar | null
  form: BlockForm
  /** The block being removed. */
  removing: string | null
  failure: ApiFailure | null
}

export type VehicleEvent =
  | { type: 'field.change'; field: BlockField; value: string }
  | { type: 'block.submit' }
  | { type: 'block.remove'; id: string }
  | { type: 'failure.retry' }
