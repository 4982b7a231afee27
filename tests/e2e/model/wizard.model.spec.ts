import type { AnyMachineSnapshot } from 'xstate'
import { test } from '../fixtures'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { WizardDriver } from './wizard-driver'
import { wizardPaths } from './wizard-plan'

/**
 * The booking wizard's generated paths, each driving the real app against the real server: an event is
 * what the customer does (search, choose, book, the step tabs and the browser's back button, leave, log
 * in) or how the server answers a request the path holds until then (granted, refused, lost, a hold the
 * server's clock has ended); after every step the page must show what the machine's state says, and
 * storage must hold what its context holds. A failure names the path.
 * Each path books in a period of its own (slots from 100 up, which no other spec uses), so paths running
 * at the same time never compete for one vehicle.
 */

const paths = wizardPaths()

test.describe('wizard machine, through the real app', () => {
  const titles = new Set<string>()
  for (const [index, planned] of paths.entries()) {
    const title = titles.has(planned.name) ? `${planned.name} #${index}` : planned.name
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      test.setTimeout(90_000)
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('wizard', coverageId)
      const driver = new WizardDriver(page, baseURL as string, planned, info, 100 + index)
      await driver.arrange()
      const [first, ...rest] = planned.steps
      let before = first?.state as AnyMachineSnapshot
      // A new visit entered from the landing page is already on a page: the machine's start shows there.
      if (planned.prelude) await driver.check(before)
      for (const [n, step] of rest.entries()) {
        await driver.step(before, step, planned.plans[n + 1] ?? [])
        before = step.state
      }
      recordCoverage('wizard', coverageId, planned.covers)
    })
  }
})
