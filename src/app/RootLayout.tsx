import { Outlet } from '@tanstack/react-router';
import { AlertHost } from '~/components/AlertHost';
import { Toast } from '~/components/toast/Toast';
import { UpdatePrompt } from '~/components/UpdatePrompt';
import { useDocumentTitle } from './useDocumentTitle';
import { useTagManager } from './useTagManager';

export function RootLayout() {
  useDocumentTitle();
  useTagManager();
  return (
    <>
      <Outlet />
      <Toast />
      <AlertHost />
      <UpdatePrompt />
    </>
  );
}
