import { FAMILY_NAMES, type Family } from '../contract/family'

/** A family's wordmark, tinted by the current text colour (the SVG is used as a mask). */
export function Wordmark({ family, className = '' }: { family: Family; className?: string }) {
  return (
    <span
      className={`wordmark wordmark--${family} ${className}`}
      role="img"
      aria-label={FAMILY_NAMES[family]}
    >
      <span
        className="wordmark__shape"
        style={{ maskImage: `url(/assets/brand/${family}-wordmark.svg)` }}
        aria-hidden="true"
      />
    </span>
  )
}

export function ProductMark({ className = '' }: { className?: string }) {
  return (
    <span className={`product-mark ${className}`} aria-hidden="true">
      <span className="product-mark__shape" />
    </span>
  )
}
