import * as auth from '../../../src/contract/auth'
import * as user from '../../../src/contract/user'
import { named, type Operation } from '../types'

const session = named('SessionResponse', auth.SessionResponseSchema)
const empty = named('EmptyResponse', auth.EmptyResponseSchema)
const userResponse = named('UserResponse', user.UserResponseSchema)
const addressId = { id: user.AddressIdSchema }

const post = (path: string, rest: Omit<Operation, 'method' | 'path' | 'tag'>): Operation => ({
  method: 'post',
  path,
  tag: 'auth',
  ...rest,
})
const userCall = (
  method: Operation['method'],
  path: string,
  rest: Omit<Operation, 'method' | 'path' | 'tag' | 'access' | 'response'>,
): Operation => ({
  method,
  path,
  tag: 'user',
  access: 'bearer',
  response: userResponse,
  ...rest,
})

export const accountOperations: Operation[] = [
  post('/auth/register', {
    operationId: 'register',
    summary: 'Create an account and log in',
    access: 'key',
    body: named('RegisterRequest', auth.RegisterRequestSchema),
    response: session,
    status: 201,
    errors: [409, 429],
  }),
  post('/auth/login', {
    operationId: 'login',
    summary: 'Log in with email and password',
    access: 'key',
    body: named('LoginRequest', auth.LoginRequestSchema),
    response: session,
    errors: [429],
  }),
  post('/auth/refresh-token', {
    operationId: 'refreshToken',
    summary: 'Exchange the Bearer token for a new one',
    access: 'bearer',
    response: named('RefreshResponse', auth.RefreshResponseSchema),
  }),
  post('/auth/logout', {
    operationId: 'logout',
    summary: 'Revoke the Bearer token',
    access: 'bearer',
    response: empty,
  }),
  post('/auth/forgot-password', {
    operationId: 'forgotPassword',
    summary: 'Email a password reset link',
    access: 'key',
    body: named('ForgotPasswordRequest', auth.ForgotPasswordRequestSchema),
    response: empty,
    errors: [429],
  }),
  post('/auth/reset-password', {
    operationId: 'resetPassword',
    summary: 'Set a new password with the emailed token',
    access: 'key',
    body: named('ResetPasswordRequest', auth.ResetPasswordRequestSchema),
    response: empty,
  }),
  post('/auth/revert-email-change', {
    operationId: 'revertEmailChange',
    summary: 'Undo an email change with the link emailed to the previous address (72 hours, once)',
    access: 'key',
    body: named('RevertEmailChangeRequest', auth.RevertEmailChangeRequestSchema),
    response: empty,
    errors: [409],
  }),
  post('/auth/change-password', {
    operationId: 'changePassword',
    summary: 'Change the password of the logged-in user',
    access: 'bearer',
    body: named('ChangePasswordRequest', auth.ChangePasswordRequestSchema),
    response: empty,
  }),
  userCall('get', '/user', { operationId: 'getUser', summary: 'The logged-in user' }),
  userCall('put', '/user/preferences/update-language', {
    operationId: 'updateLanguage',
    summary: 'Set the preferred language',
    body: named('UpdateLanguageRequest', user.UpdateLanguageRequestSchema),
  }),
  userCall('put', '/user/preferences/update-communication-settings', {
    operationId: 'updateCommunicationSettings',
    summary: 'Set the contact channels',
    body: named('UpdateCommunicationSettingsRequest', user.UpdateCommunicationSettingsRequestSchema),
  }),
  userCall('put', '/user/preferences/update-contact-phone', {
    operationId: 'updateContactPhone',
    summary: 'Set the phone the customer is reached on (a checkout saving its details to the account)',
    body: named('UpdateContactPhoneRequest', user.UpdateContactPhoneRequestSchema),
  }),
  userCall('put', '/user/preferences/update-basic-information', {
    operationId: 'updateBasicInformation',
    summary:
      'Set title, names, email and phone; a new email needs current_password, ends the other sessions and tells the previous address',
    body: named('UpdateBasicInformationRequest', user.UpdateBasicInformationRequestSchema),
    errors: [409, 429],
  }),
  userCall('put', '/user/addresses/{id}', {
    operationId: 'saveAddress',
    summary: 'Create (with a new UUID) or update an address',
    pathParams: addressId,
    body: named('SaveAddressRequest', user.SaveAddressRequestSchema),
    errors: [404],
  }),
  userCall('delete', '/user/addresses/{id}', {
    operationId: 'deleteAddress',
    summary: 'Delete an address',
    pathParams: addressId,
    errors: [404],
  }),
]
