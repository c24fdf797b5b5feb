import type { ModelCard as ModelCardData } from '@yunmo/api-contract/common';
import { studioBackdropGradient } from '@yunmo/domain/previews';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModelCard } from './model-grid';

const sofa: ModelCardData = {
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  kind: 'max',
  title: '美式时尚单人沙发',
  thumbnailUrl: '/files/renders/m/0000/7/cover-480.webp',
  priceFen: 220,
  priceLabel: '¥2.20',
  chargeCategory: 0,
  isMember: false,
  views: 1,
  favourites: 2,
  downloads: 3,
};

function renderCard(model: ModelCardData, big: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <ModelCard model={model} big={big} /> },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('listitem');
}

describe('ModelCard', () => {
  it('continues a model render’s studio backdrop beside it in a big card', () => {
    const card = renderCard(sofa, true);
    expect(card).toHaveClass('model-card-big', 'model-card-studio');
    expect(card.style.getPropertyValue('--ym-thumb-backdrop')).toBe(studioBackdropGradient());
  });

  it('leaves small cards and material previews on their own background', () => {
    expect(renderCard(sofa, false).style.getPropertyValue('--ym-thumb-backdrop')).toBe('');
  });

  it('gives a material’s big card no studio backdrop', () => {
    const card = renderCard(
      { ...sofa, kind: 'mapping', thumbnailUrl: '/files/textures/t/0000/7/swatch-480.webp' },
      true,
    );
    expect(card.style.getPropertyValue('--ym-thumb-backdrop')).toBe('');
    expect(card).not.toHaveClass('model-card-studio');
  });
});
