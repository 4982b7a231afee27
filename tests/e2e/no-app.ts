/**
 * A page of the app's origin that starts no app (the API's public configuration). Tests that store keys before
 * a visit write them here: loading the landing page only to reach its storage costs a whole app start.
 */
export const NO_APP = '/api/v1/config'
