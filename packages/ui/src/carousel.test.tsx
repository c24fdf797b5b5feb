import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('paints the slides as plain markup before Swiper loads, first image eager', () => {
    render(
      <Carousel
        label="首页横幅"
        height={400}
        delayMs={2000}
        slides={[
          { id: 1, image: '/a.jpg', title: '横幅一', href: '/home/max' },
          { id: 2, image: '/b.jpg', title: '横幅二' },
        ]}
      />,
    );
    const first = screen.getByRole('img', { name: '横幅一' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.closest('a')).toHaveAttribute('href', '/home/max');
    expect(screen.getByRole('img', { name: '横幅二' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByLabelText('首页横幅')).toHaveStyle({ height: '400px' });
  });
});
