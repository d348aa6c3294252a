/**
 * What a message, badge or status means, the one vocabulary every component
 * that takes a `tone` uses. Each tone paints with its colour role: `info` with
 * `highlight`, `success`, `warning` and `danger` with their own, `neutral` with
 * the surface and text roles. A component takes the tones it draws, e.g.
 * `Extract<Tone, 'neutral' | 'danger'>`, so a value never needs translating
 * from one component's words to another's.
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
