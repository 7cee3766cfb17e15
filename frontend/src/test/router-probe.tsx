import { useLocation, useNavigate, type Location } from 'react-router-dom';

/** What a test reads and drives of the app's router: the location on screen, and navigation. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

export const testRouter = (): TestRouter => ({ state: {} } as TestRouter);

/** Rendered inside a router, keeps `router` pointing at its location and its navigate. */
export function RouterProbe({ router }: { router: TestRouter }) {
  router.state.location = useLocation();
  const navigate = useNavigate();
  router.navigate = async (to) => void (await navigate(to));
  return null;
}
