import { useParams } from '@tanstack/react-router'
import { FaqCall } from './faq-call'
import { HomeHero } from './home-hero'
import { HowItWorks } from './how-it-works'
import { Situations } from './situations'

/** Family home (SPEC §2): hero, search, how it works, situations, FAQ call to action. */
export function FamilyHome() {
  const { family } = useParams({ from: '/$family' })
  return (
    <>
      <HomeHero family={family} />
      <HowItWorks />
      <Situations />
      <FaqCall family={family} />
    </>
  )
}
