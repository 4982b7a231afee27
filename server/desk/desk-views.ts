import type { BookingDecision } from '../../src/contract/dealer-access'
import type {
  DealerVehicle,
  DecidedRequest,
  DeskRequest,
  DeskRequestDetail,
  DeskVehicle,
  VehicleBlock,
} from '../../src/contract/dealer-desk'
import type { ReadBooking } from '../bookings/answer-deadline-store'
import { SYSTEM } from '../bookings/decision-store'
import { euro } from '../pricing/pricing'
import type { BlockRow } from './block-store'
import type { DeskVehicleRow } from './desk-vehicle-store'

/** Rows of the desk's stores as the wire contract says them (src/contract/dealer-desk.ts). */

const iso = (at: Date | string) => new Date(at).toISOString()

export function customerName(row: ReadBooking) {
  const c = row.snapshot.customer
  return { first_name: c.first_name, last_name: c.last_name }
}

export function bookedVehicle(row: ReadBooking): DeskVehicle {
  const s = row.snapshot
  return {
    license_plate: row.license_plate,
    model_code: s.model_code,
    model_description: s.model_description,
  }
}

export function toDeskRequest(row: ReadBooking): DeskRequest {
  return {
    reference: row.reservation_number,
    booking_id: row.id,
    status: 'PENDING',
    answer_by: iso(row.answer_by),
    customer: customerName(row),
    vehicle: bookedVehicle(row),
    booking_start: iso(row.start_at),
    booking_end: iso(row.end_at),
    total: euro(row.total_cents),
    created_at: iso(row.created_at),
  }
}

/**
 * A decision's row as stored (whatever columns it has), or for an EXPIRED request the sweep has not
 * reached yet, the system's decision at its answer deadline; null while PENDING.
 */
export function toDecision(row: ReadBooking, stored: Record<string, unknown> | null | undefined) {
  if (!stored?.decision) {
    if (row.status !== 'EXPIRED') return null
    stored = {
      decision: 'EXPIRED',
      decided_by_kind: SYSTEM.kind,
      decided_by_id: null,
      decided_by_label: SYSTEM.label,
      channel: 'sweep',
      reason: null,
      decided_at: row.answer_by,
    }
  }
  const decision = {
    appointment_id: row.reservation_number,
    decision: stored.decision,
    decided_by: {
      kind: stored.decided_by_kind,
      id: stored.decided_by_id ?? null,
      label: stored.decided_by_label,
    },
    channel: stored.channel,
    reason: stored.reason ?? null,
    reason_code: stored.reason_code ?? null,
    decided_at: iso(stored.decided_at as string),
  }
  return decision as BookingDecision
}

export function toDeskDetail(
  row: ReadBooking,
  stored: Record<string, unknown> | null | undefined,
  now: Date,
): DeskRequestDetail {
  const s = row.snapshot
  return {
    now: iso(now),
    reference: row.reservation_number,
    booking_id: row.id,
    status: row.status,
    answer_by: iso(row.answer_by),
    created_at: iso(row.created_at),
    customer: {
      first_name: s.customer.first_name,
      last_name: s.customer.last_name,
      email: s.customer.email,
      phone: s.customer.phone,
    },
    vehicle: bookedVehicle(row),
    booking_start: iso(row.start_at),
    booking_end: iso(row.end_at),
    rental_days: row.rental_duration,
    lines: s.lines.map((line) => ({
      type: line.type,
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      unit_price: euro(line.unit_cents),
      price: euro(line.unit_cents * line.quantity),
    })),
    total: euro(row.total_cents),
    language: row.language,
    decision: toDecision(row, stored),
  }
}

export function toDecided(row: ReadBooking, stored: Record<string, unknown> | null): DecidedRequest {
  return {
    reference: row.reservation_number,
    booking_id: row.id,
    status: row.status as DecidedRequest['status'],
    customer: customerName(row),
    vehicle: bookedVehicle(row),
    booking_start: iso(row.start_at),
    booking_end: iso(row.end_at),
    total: euro(row.total_cents),
    decision: toDecision(row, stored) as BookingDecision,
  }
}

export function toDealerVehicle(row: DeskVehicleRow): DealerVehicle {
  return {
    license_plate: row.license_plate,
    model_code: row.model_code,
    model_description: row.model_description,
    trim_name: row.trim_name,
    fuel_type: row.fuel_type,
    color: row.color,
    daily_rate: euro(row.daily_rate_cents),
  }
}

export function toBlock(row: BlockRow): VehicleBlock {
  return {
    id: row.id,
    license_plate: row.license_plate,
    start: iso(row.start_at),
    end: iso(row.end_at),
    reason: row.reason,
    created_by: { kind: row.created_by_kind, id: row.created_by_id, label: row.created_by_label },
    created_at: iso(row.created_at),
  }
}
