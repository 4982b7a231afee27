import type { ReactNode } from 'react'

/** One term and its value in a description list (`<dl>`): a vehicle's spec, a request's facts. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}
