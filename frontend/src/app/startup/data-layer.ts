// The start-up's way into the data layer (RTK Query, the api and the shell's endpoints): one
// dynamic import, started by main.tsx before React renders, so it downloads while the page paints.
export { watchExams } from '../catalogue/catalogue-api';
export { watchSession } from '../session/session-api';
export { watchLive } from '../live/watch-live';
