import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib'
import type { BookingRow } from '../bookings/booking-store'
import { COLORS, SERVICES } from '../catalogue/models.data'
import { drawingOf } from '../catalogue/vehicle-art'
import { lightness, mix } from '../catalogue/vehicle-art-colour'
import { PICTURE } from '../catalogue/vehicle-art-drawing'
import { vehicleLayers } from '../catalogue/vehicle-art-layers'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'
import { romeWallClock } from '../pricing/period'
import { DEPOSIT_PERCENT, excludingCents, VAT_PERCENT, vatCents } from '../pricing/pricing'
import { familyOfModel, markOf, type ThemeColours, themeColours, themeOf } from './receipt-brand'
import { receiptTexts } from './receipt-texts'

/**
 * Amounts as people read them in each language, thousands always grouped (`1.088,00 €`, `€1,088.00`:
 * Italian leaves four digits ungrouped otherwise); the PDF's standard font has no narrow spaces.
 */
export function money(cents: number, language: 'it' | 'en') {
  return new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
}

/** Keeps what the WinAnsi standard font can draw. */
function safe(value: string) {
  return value.replace(/[^\x20-\x7e\u00a0-\u00ff€’‘“”–—•·]/g, '?')
}

function colour(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 48
const RIGHT = A4.width - MARGIN

type Fonts = { regular: PDFFont; bold: PDFFont }
type TextOptions = { size?: number; bold?: boolean; colour?: RGB; align?: 'left' | 'right' }

/** Draws on one page from the top down: y is measured from the top edge, as the layout is thought of. */
class Canvas {
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly ink: RGB,
  ) {}

  text(value: string, x: number, top: number, options: TextOptions = {}) {
    const size = options.size ?? 9.5
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const text = safe(value)
    const width = font.widthOfTextAtSize(text, size)
    this.page.drawText(text, {
      x: options.align === 'right' ? x - width : x,
      y: A4.height - top - size,
      size,
      font,
      color: options.colour ?? this.ink,
    })
    return width
  }

  /** Lines of text within a width, breaking between words; returns the height used. */
  wrapped(value: string, x: number, top: number, width: number, options: TextOptions = {}) {
    const size = options.size ?? 9.5
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const lines: string[] = []
    let line = ''
    // A word wider than the column (an email address) is cut where it reaches the edge.
    const words = safe(value)
      .split(/\s+/)
      .flatMap((word) => {
        const pieces: string[] = []
        let rest = word
        while (font.widthOfTextAtSize(rest, size) > width) {
          let n = rest.length - 1
          while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--
          pieces.push(rest.slice(0, n))
          rest = rest.slice(n)
        }
        return [...pieces, rest]
      })
    for (const word of words) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    if (line) lines.push(line)
    lines.forEach((l, i) => {
      this.text(l, x, top + i * (size + 3.5), options)
    })
    return lines.length * (size + 3.5)
  }

  rect(x: number, top: number, width: number, height: number, fill: RGB, opacity = 1) {
    this.page.drawRectangle({ x, y: A4.height - top - height, width, height, color: fill, opacity })
  }

  rule(top: number, fill: RGB, thickness = 0.6, from = MARGIN, to = RIGHT) {
    this.rect(from, top, to - from, thickness, fill)
  }
}

/** The model's drawing in its paint, flat colours for print, scaled into a box whose top-left is (x, top). */
function drawVehicle(
  canvas: Canvas,
  modelCode: string,
  colorSlug: string,
  x: number,
  top: number,
  width: number,
) {
  const drawing = drawingOf(modelCode)
  const paint = COLORS.find((c) => c.slug === colorSlug)?.hex ?? '#5b5f63'
  if (!drawing) return
  const scale = width / PICTURE.width
  for (const layer of vehicleLayers(drawing, paint)) {
    canvas.page.drawSvgPath(layer.d, {
      x,
      y: A4.height - top,
      scale,
      color: colour(layer.fill),
      // The ground's soft shadow is a gradient on screen: a light flat one on paper.
      opacity: layer.gradient === 'shadow' ? 0.1 : (layer.opacity ?? 1),
      ...(layer.stroke
        ? {
            borderColor: colour(layer.stroke.colour),
            borderWidth: layer.stroke.width * scale,
            borderOpacity: layer.stroke.opacity ?? 1,
          }
        : {}),
    })
  }
}

/**
 * The theme's colours for a white page: a dark theme's light text becomes its dark ground as ink, and its
 * borders lighter; the band, the panel and the accent keep the theme's own colours.
 */
function paper(theme: ThemeColours): ThemeColours {
  if (lightness(theme.text) < 0.5) return theme
  return {
    ...theme,
    text: theme.bg,
    textMuted: mix(theme.textMuted, -0.45),
    border: mix(theme.border, 0.55),
  }
}

/** The line's name in the receipt's language: the rate and the catalogue's options by code. */
function lineName(line: BookingRow['snapshot']['lines'][number], language: 'it' | 'en', rentalRate: string) {
  if (line.type === 'rental_rate') return rentalRate
  return SERVICES.find((s) => s.code === line.code)?.[language] ?? line.name
}

/**
 * The receipt of a booking: the family's wordmark and theme colours, the vehicle drawn in its paint, the
 * dealer, the customer and the dates, a table of the rate and the options with the total, and the terms.
 */
export async function renderReceipt(booking: BookingRow, language: 'it' | 'en'): Promise<Uint8Array> {
  const t = receiptTexts(language)
  const s = booking.snapshot
  const family = familyOfModel(s.model_code)
  const theme = paper(themeColours(themeOf(family)))
  const c = (key: keyof ThemeColours) => colour(theme[key])
  const doc = await PDFDocument.create()
  doc.setTitle(`${t.title} ${booking.reservation_number}`)
  doc.setLanguage(language)
  doc.setAuthor('Altura')
  const page = doc.addPage([A4.width, A4.height])
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const canvas = new Canvas(page, fonts, c('text'))
  const m = (cents: number) => money(cents, language)
  const muted = c('textMuted')

  // The band: the family's wordmark on the header's colour, the receipt's title and number.
  canvas.rect(0, 0, A4.width, 104, c('headerBg'))
  canvas.rect(0, 104, A4.width, 3, c('accent'))
  const mark = markOf(`${family}-wordmark`)
  const markHeight = 15
  page.drawSvgPath(mark.path, {
    x: MARGIN,
    y: A4.height - 40,
    scale: markHeight / mark.height,
    color: c('headerText'),
  })
  const product = markOf('altura-mark')
  page.drawSvgPath(product.path, {
    x: MARGIN,
    y: A4.height - 63,
    scale: 10 / product.height,
    color: c('headerText'),
  })
  canvas.text('ALTURA', MARGIN + 14, 64.5, { size: 7.5, colour: c('headerText'), bold: true })
  canvas.text(t.title.toUpperCase(), RIGHT, 34, { size: 8, colour: c('headerText'), align: 'right' })
  canvas.text(booking.reservation_number, RIGHT, 48, {
    size: 18,
    bold: true,
    colour: c('headerText'),
    align: 'right',
  })
  canvas.text(`${t.status}: ${t.statuses[booking.status]}`, RIGHT, 74, {
    size: 8.5,
    colour: c('headerText'),
    align: 'right',
  })

  // The vehicle: its drawing on the theme's ground, its name, plate and fuel.
  const panelTop = 128
  const panelHeight = 150
  canvas.rect(MARGIN, panelTop, RIGHT - MARGIN, panelHeight, c('surface2'))
  const colorSlug = s.image.match(/\/([a-z-]+)\.svg$/)?.[1] ?? ''
  drawVehicle(canvas, s.model_code, colorSlug, MARGIN + 6, panelTop + 8, 300)
  const darkPanel = lightness(theme.surface2) < 0.5
  const onPanel = darkPanel ? c('headerText') : c('text')
  const onPanelMuted = darkPanel ? c('link') : muted
  const infoX = MARGIN + 322
  canvas.text(t.vehicle.toUpperCase(), infoX, panelTop + 26, { size: 7.5, bold: true, colour: onPanelMuted })
  const modelName = VEHICLE_MODELS.find((model) => model.code === s.model_code)?.[language]
  const nameHeight = canvas.wrapped(
    modelName ?? s.model_description,
    infoX,
    panelTop + 40,
    RIGHT - infoX - 14,
    {
      size: 15,
      bold: true,
      colour: onPanel,
    },
  )
  const factsTop = panelTop + 46 + nameHeight
  canvas.text(`${t.plate}: ${booking.license_plate}`, infoX, factsTop, { colour: onPanel })
  canvas.text(`${t.fuel}: ${t.fuels[s.fuel_type] ?? s.fuel_type}`, infoX, factsTop + 14, { colour: onPanel })

  // Dealer and customer side by side, then the dates.
  let top = panelTop + panelHeight + 24
  const half = (RIGHT - MARGIN) / 2
  const label = (text: string, x: number, at: number) =>
    canvas.text(text.toUpperCase(), x, at, { size: 7.5, bold: true, colour: c('accent') })
  label(t.dealer, MARGIN, top)
  label(t.customer, MARGIN + half, top)
  let left = top + 14
  canvas.text(s.dealer.name, MARGIN, left, { bold: true })
  left += 14
  left += canvas.wrapped(s.dealer.address, MARGIN, left, half - 20)
  canvas.text(`${t.telephone} ${s.dealer.telephone}`, MARGIN, left)
  left += 13
  let right = top + 14
  canvas.text(`${s.customer.first_name} ${s.customer.last_name}`, MARGIN + half, right, { bold: true })
  right += 14
  for (const line of [s.customer.email, s.customer.phone, s.customer.address].filter(Boolean))
    right += canvas.wrapped(line, MARGIN + half, right, half - 10)
  top = Math.max(left, right) + 14

  label(t.dates, MARGIN, top)
  top += 14
  canvas.text(`${t.pickup}: ${romeWallClock(booking.start_at)}`, MARGIN, top, { bold: true })
  canvas.text(`${t.return}: ${romeWallClock(booking.end_at)}`, MARGIN + half, top, { bold: true })
  top += 14
  canvas.text(`${t.duration}: ${booking.rental_duration} x 24 h  ·  ${t.zone}`, MARGIN, top, {
    colour: muted,
  })
  top += 28

  // The table: the rate and each option, then the totals.
  const cols = { qty: MARGIN + 300, unit: MARGIN + 405, amount: RIGHT - 8 }
  canvas.rect(MARGIN, top - 6, RIGHT - MARGIN, 22, c('headerBg'))
  const head = { size: 8, bold: true, colour: c('headerText') }
  canvas.text(t.description, MARGIN + 8, top, head)
  canvas.text(t.quantity, cols.qty, top, { ...head, align: 'right' })
  canvas.text(t.unitPrice, cols.unit, top, { ...head, align: 'right' })
  canvas.text(t.amount, cols.amount, top, { ...head, align: 'right' })
  top += 26
  for (const line of s.lines) {
    canvas.text(lineName(line, language, t.rentalRate), MARGIN + 8, top)
    canvas.text(String(line.quantity), cols.qty, top, { align: 'right' })
    canvas.text(m(line.unit_cents), cols.unit, top, { align: 'right' })
    canvas.text(m(line.unit_cents * line.quantity), cols.amount, top, { align: 'right' })
    canvas.rule(top + 15, c('border'), 0.6)
    top += 23
  }
  top += 6
  const sums = (name: string, value: string, options: TextOptions = {}) => {
    canvas.text(name, cols.unit, top, { ...options, align: 'right' })
    canvas.text(value, cols.amount, top, { ...options, align: 'right' })
    top += 15
  }
  sums(t.excluding, m(excludingCents(booking.total_cents)), { colour: muted })
  sums(`${t.vat} ${VAT_PERCENT}%`, m(vatCents(booking.total_cents)), { colour: muted })
  top += 10
  canvas.rect(cols.qty - 60, top - 7, RIGHT - cols.qty + 60, 26, c('accent'))
  sums(t.total, m(booking.total_cents), { bold: true, size: 11.5, colour: c('accentContrast') })
  top += 12
  sums(`${t.deposit} (${DEPOSIT_PERCENT}%)`, m(s.deposit_cents))
  sums(t.securityDeposit, m(s.security_deposit * 100))
  canvas.text(t.payAtDealer, MARGIN, top + 2, { size: 8.5, colour: muted })
  top += 30

  // The terms, and a footer naming the booking and the dealer.
  label(t.cancellation, MARGIN, top)
  top += 14
  for (const rule of t.cancellationRules)
    top += canvas.wrapped(`•  ${rule}`, MARGIN, top, RIGHT - MARGIN, { size: 8.5 })
  canvas.rule(A4.height - 46, c('border'), 0.6)
  canvas.text(`Altura  ·  ${booking.reservation_number}  ·  ${s.dealer.name}`, MARGIN, A4.height - 38, {
    size: 7.5,
    colour: muted,
  })
  return doc.save()
}
