/**
 * Every page's view but the landing's, each loaded the first time its route is visited: the landing page
 * stays at the stack's floor, and a route's view arrives with its first visit (src/router.tsx). The
 * views of an area with texts of its own bring them (`withTexts`, src/i18n/i18n.ts).
 */
// biome-ignore-all format: one view a line, as a table reads
import { lazyRouteComponent as lazy } from '@tanstack/react-router'
import { withTexts } from './i18n/i18n'

export const FamilyLayout = lazy(() => import('./routes/family/family-layout'), 'FamilyLayout')
export const FamilyHome = lazy(() => import('./routes/family/home/family-home'), 'FamilyHome')
export const FaqsPage = lazy(() => import('./routes/faqs/faqs-page'), 'FaqsPage')
export const TermsPage = lazy(() => import('./routes/legal/terms-page'), 'TermsPage')
export const PrivacyPage = lazy(() => import('./routes/legal/privacy-page'), 'PrivacyPage')
export const CookiesPage = lazy(() => import('./routes/legal/cookies-page'), 'CookiesPage')
export const SearchShell = lazy(() => import('./routes/search/search-shell'), 'SearchShell')
export const ChooseVehiclePage = lazy(() => import('./routes/search/choose-vehicle-page'), 'ChooseVehiclePage')
export const YourSelectionPage = lazy(() => import('./routes/search/your-selection-page'), 'YourSelectionPage')
export const YourOptionsPage = lazy(() => import('./routes/search/your-options-page'), 'YourOptionsPage')
export const DetailsContactPage = lazy(withTexts('checkout', () => import('./routes/search/details-contact-page')), 'DetailsContactPage')
export const SuccessPage = lazy(withTexts('success', () => import('./routes/success/success-page')), 'SuccessPage')
export const LoginPage = lazy(() => import('./routes/auth/login-page'), 'LoginPage')
export const RegisterPage = lazy(withTexts('register', () => import('./routes/auth/register-page')), 'RegisterPage')
export const ForgotPage = lazy(() => import('./routes/auth/forgot-page'), 'ForgotPage')
export const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password-page'), 'ResetPasswordPage')
export const UndoEmailChangePage = lazy(() => import('./routes/auth/undo-email-change-page'), 'UndoEmailChangePage')
export const ChangePasswordPage = lazy(() => import('./routes/auth/change-password-page'), 'ChangePasswordPage')
export const AccountLayout = lazy(withTexts('account', () => import('./routes/account/account-layout')), 'AccountLayout')
export const PersonalDetailsPage = lazy(() => import('./routes/account/personal-details-page'), 'PersonalDetailsPage')
export const MyReservationsPage = lazy(() => import('./routes/account/my-reservations-page'), 'MyReservationsPage')
export const AccountSettingsPage = lazy(() => import('./routes/account/account-settings-page'), 'AccountSettingsPage')
export const DeskLayout = lazy(withTexts('desk', () => import('./routes/dealer/desk-layout')), 'DeskLayout')
export const DeskLoginPage = lazy(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskLoginPage')
export const DeskForgotPage = lazy(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskForgotPage')
export const DeskSetPasswordPage = lazy(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskSetPasswordPage')
export const DeskResetPage = lazy(() => import('./routes/dealer/desk-sign-in-pages'), 'DeskResetPage')
export const AnswerPage = lazy(() => import('./routes/dealer/answer-page'), 'AnswerPage')
export const DeskArea = lazy(() => import('./routes/dealer/desk-area'), 'DeskArea')
export const DeskLoadError = lazy(() => import('./routes/dealer/desk-load-error'), 'DeskLoadError')
export const RequestsPage = lazy(() => import('./routes/dealer/requests-page'), 'RequestsPage')
export const RequestPage = lazy(() => import('./routes/dealer/request-page'), 'RequestPage')
export const UpcomingPage = lazy(() => import('./routes/dealer/upcoming-page'), 'UpcomingPage')
export const DecidedPage = lazy(() => import('./routes/dealer/decided-page'), 'DecidedPage')
export const StaffPage = lazy(() => import('./routes/dealer/staff-page'), 'StaffPage')
export const VehiclesPage = lazy(() => import('./routes/dealer/vehicles-page'), 'VehiclesPage')
export const VehiclePage = lazy(() => import('./routes/dealer/vehicle-page'), 'VehiclePage')
