export { type Clock, realClock, useClock } from './clock';
export { createManualClock, type ManualClock, type ManualClockOptions } from './manualClock';
export { whenIdle } from './whenIdle';
