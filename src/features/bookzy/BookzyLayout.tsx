import { Outlet } from '@tanstack/react-router';
import { useBookzyAppliedWrites } from './useBookzyWrite';

/** Every Bookzy screen: changes the server confirms refresh the data they show. */
export function BookzyLayout() {
  useBookzyAppliedWrites();
  return <Outlet />;
}
