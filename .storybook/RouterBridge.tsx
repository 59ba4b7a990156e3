import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';

/** Lets React Aria links navigate through the (memory) router instead of reloading. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
