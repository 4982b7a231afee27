import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  selectEmailError,
  selectPanelState,
} from '../../../machines/forgot-password/forgot-password.selectors'
import { EMAIL_NOT_FOUND } from '../../../machines/forgot-password/forgot-password.types'
import { forgotPassword } from '../../api/account-auth'
import { provideForgotActors } from './forgot-actors'

vi.mock('../../api/account-auth', () => ({ forgotPassword: vi.fn() }))

const navigator = { goHome: vi.fn(), goToLogin: vi.fn(), goToAccountSettingsAfterPasswordChange: vi.fn() }

function send(email: string) {
  const actor = createActor(provideForgotActors(navigator, 'jaguar'), {
    input: { language: 'en', family: 'jaguar' },
  }).start()
  actor.send({ type: 'email.change', email })
  actor.send({ type: 'form.submit' })
  return actor
}

describe('forgot password, as the app provides it (SPEC §8)', () => {
  beforeEach(() => {
    vi.mocked(forgotPassword).mockReset()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('asks the server for the link with language, email and family, then shows state 4', async () => {
    vi.mocked(forgotPassword).mockResolvedValue('If an account exists for this email, we sent a link.')
    const actor = send('ada@example.com')
    await waitFor(actor, (s) => selectPanelState(s) === 4)
    expect(forgotPassword).toHaveBeenCalledWith({
      language: 'en',
      email: 'ada@example.com',
      family_code: 'jaguar',
    })
  })

  it("a refusal shows the server's message on the email field", async () => {
    vi.mocked(forgotPassword).mockRejectedValue({ code: 'http.429', message: 'Too many attempts.' })
    const actor = send('ada@example.com')
    await waitFor(actor, (s) => selectEmailError(s) !== null)
    expect(selectEmailError(actor.getSnapshot())).toEqual({ text: 'Too many attempts.' })
  })

  it("a request with no answer shows 'Email not found' and is logged", async () => {
    vi.mocked(forgotPassword).mockRejectedValue({ code: 'network' })
    const actor = send('ada@example.com')
    await waitFor(actor, (s) => selectEmailError(s) !== null)
    expect(selectEmailError(actor.getSnapshot())).toEqual({ key: EMAIL_NOT_FOUND })
    expect(console.warn).toHaveBeenCalled()
  })

  it('close goes to login and the home button home, in this family', () => {
    createActor(provideForgotActors(navigator, 'jaguar'), { input: { language: 'en', family: 'jaguar' } })
      .start()
      .send({ type: 'panel.close' })
    expect(navigator.goToLogin).toHaveBeenCalledWith('jaguar')
    createActor(provideForgotActors(navigator, 'jaguar'), { input: { language: 'en', family: 'jaguar' } })
      .start()
      .send({ type: 'home.go' })
    expect(navigator.goHome).toHaveBeenCalledWith('jaguar')
  })
})
