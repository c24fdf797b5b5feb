import { render, screen } from '@testing-library/react';
import { VERSION_CONVERSION_MESSAGES } from '@yunmo/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { conversionView, VersionConversionDialog } from './version-conversion';
import { TestProviders } from '@/testing/providers';

const file = { fileId: 7, version: '2018', light: 'VRay', sizeMb: 12.5 };
const convertible = { fileId: 7, version: '2018', light: 'VRay', targets: ['2020', '2022'] };

describe('the version conversion (§4.9: either list opens the dialog)', () => {
  it('opens the dialog for list1 alone, for list2 alone, and the no-edition notice only when both are empty', () => {
    expect(conversionView({ convertible: [convertible], files: [] }).step).toBe('choose');
    expect(conversionView({ convertible: [], files: [file] })).toEqual({
      step: 'choose',
      convertible: [],
      files: [file],
    });
    expect(conversionView({ convertible: [], files: [] })).toEqual({ step: 'none' });
  });

  it('shows the model’s versions (list2) when nothing is left to convert', () => {
    render(
      <TestProviders>
        <VersionConversionDialog
          model={{ kind: 'max', uuid: 'm-1' }}
          convertible={[]}
          files={[file]}
          onClose={vi.fn()}
        />
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: VERSION_CONVERSION_MESSAGES.title });
    expect(screen.getByRole('region', { name: '已有版本' })).toHaveTextContent(
      '2018 · VRay · 12.5 MB',
    );
    expect(dialog).toHaveTextContent(VERSION_CONVERSION_MESSAGES.noEditions);
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  });
});
