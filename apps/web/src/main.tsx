import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@yunmo/ui/styles.css';
import './styles/global.css';
import { App } from '@/app/app';
import { installImageFallback } from '@/lib/image-fallback';
import { clearStoredPictureUnlessImageSearch } from '@/features/image-search/hooks/image-search-state';

installImageFallback();
// A full load anywhere but image search forgets the stored search picture, as leaving the page does.
clearStoredPictureUnlessImageSearch(window.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
