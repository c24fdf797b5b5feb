import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@yunmo/ui/styles.css';
import './styles/global.css';
import { App } from '@/app/app';
import { installImageFallback } from '@/lib/image-fallback';

installImageFallback();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
