/**
 * The email renderer's thread (email-pool.ts): React Email's rendering, off the thread that answers
 * the API (DESIGN §8).
 */
export { renderEmail as default } from './render'
