import type { AppActors } from './actors'

export type RouterContext = { actors: AppActors }
