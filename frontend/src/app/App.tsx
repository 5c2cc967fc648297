import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/ui/Toaster';
import '../i18n';
import { Guard } from './Guard';
import { FullPageLoading } from './pages/Loading';
import { queryClient } from './query-client';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<FullPageLoading />}>
          <Guard />
          <Toaster />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
