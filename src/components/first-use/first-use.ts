import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react'

/**
 * How a widget was first opened, so its full version opens the same way: the focus ring only for the
 * keyboard, and a list's focus on its first (or last) option when the keyboard opened it.
 */
export type Opening = {
  modality: 'pointer' | 'keyboard' | 'virtual'
  focus: 'first' | 'last' | null
}

/** A code-split part of the page: loaded once, the first time someone may use it, then kept. */
export type Deferred<M> = { preload: () => Promise<M>; loaded: () => M | undefined }

export function deferred<M>(load: () => Promise<M>): Deferred<M> {
  let loading: Promise<M> | undefined
  let module: M | undefined
  return {
    preload: () => {
      loading ??= load().then(
        (value) => {
          module = value
          return value
        },
        (error: unknown) => {
          // A failed download (a dropped connection) is tried again on the next use.
          loading = undefined
          throw error
        },
      )
      return loading
    },
    loaded: () => module,
  }
}

type Used<M, O> = { module: M; opening: O | null }

/**
 * A widget drawn with plain elements, in its closed look, until someone uses it: pointer over, focus or
 * touch preloads its code; `use` swaps in the full widget, with how it was opened. The swap happens only
 * on use, never while a press is half done. Once the code is in, later mounts get the full widget at once.
 */
export function useFirstUse<M, O = Opening>(part: Deferred<M>) {
  const [used, setUsed] = useState<Used<M, O> | null>(() => {
    const module = part.loaded()
    return module ? { module, opening: null } : null
  })
  const preload = () => {
    part.preload().catch(() => undefined)
  }
  /** `opening` may be a function, read when the code is in (a caret that moved while it loaded). */
  const use = (opening: O | (() => O)) => {
    const swap = (module: M) =>
      setUsed(
        (current) =>
          current ?? { module, opening: typeof opening === 'function' ? (opening as () => O)() : opening },
      )
    const module = part.loaded()
    if (module) swap(module)
    else
      part.preload().then(swap, (error: unknown) => console.error('A part of the page did not load', error))
  }
  return { module: used?.module, opening: used?.opening ?? null, preload, use }
}

/** Runs `onNear` once, when the element comes within a screen's height of the viewport. */
export function useWhenNear(ref: RefObject<Element | null>, onNear: () => void, enabled = true) {
  const callback = useRef(onNear)
  callback.current = onNear
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        callback.current()
      },
      { rootMargin: '50% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled])
}

const OPENING_KEYS: Partial<Record<string, Opening['focus']>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
}

/**
 * Handlers for a plain button standing in for a trigger: it preloads on intent and opens on the same
 * keys as the full one (a menu's or a list's also on the arrows), on a click or on a screen reader's.
 */
export function standInTrigger(
  { preload, use }: { preload: () => void; use: (opening: Opening) => void },
  keys: 'list' | 'button' = 'button',
) {
  return {
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onKeyDown: (event: KeyboardEvent) => {
      const focus = OPENING_KEYS[event.key]
      if (focus === undefined || (keys === 'button' && event.key.startsWith('Arrow'))) return
      event.preventDefault()
      use({ modality: 'keyboard', focus })
    },
    onClick: (event: MouseEvent) =>
      use(
        event.detail === 0 ? { modality: 'virtual', focus: 'first' } : { modality: 'pointer', focus: null },
      ),
  }
}
