import { useEffect, useState } from 'react'
import { searchPlaces } from '../../api/places'
import type { Language } from '../../contract/language'
import type { Place } from '../../contract/places'

/** Suggestions for what the visitor types, after a short pause; stale answers are dropped. */
export function usePlaceSuggestions(text: string, language: Language): { places: Place[]; loading: boolean } {
  const [places, setPlaces] = useState<Place[]>([])
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const q = text.trim()
    if (q.length < 2) {
      setPlaces([])
      return
    }
    const controller = new AbortController()
    setLoading(true)
    const timer = setTimeout(() => {
      searchPlaces(q, language, controller.signal)
        .then(setPlaces)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('Place suggestions failed', error)
            setPlaces([])
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false)
        })
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, language])
  return { places, loading }
}
