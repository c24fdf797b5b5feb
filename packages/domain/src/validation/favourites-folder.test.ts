import { describe, expect, it } from 'vitest';
import {
  favouritesFolderSchema,
  folderNameSchema,
  isFolderNameEmpty,
} from './favourites-folder.js';

function message(input: unknown): string | undefined {
  const result = folderNameSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('favourites folder', () => {
  it('requires a name', () => {
    expect(message('')).toBe('请输入文件夹名称');
    expect(message('   ')).toBe('请输入文件夹名称');
    expect(message(undefined)).toBe('请输入文件夹名称');
    expect(isFolderNameEmpty('  ')).toBe(true);
    expect(isFolderNameEmpty('客厅')).toBe(false);
  });

  it('allows at most 30 characters', () => {
    expect(folderNameSchema.parse(` ${'好'.repeat(30)} `)).toBe('好'.repeat(30));
    expect(message('好'.repeat(31))).toBe('字数不能超过30');
  });

  it('takes a favourites category code', () => {
    expect(favouritesFolderSchema.parse({ category: 6, favoritesFolderName: '材质' })).toEqual({
      category: 6,
      favoritesFolderName: '材质',
    });
    expect(
      favouritesFolderSchema.safeParse({ category: 5, favoritesFolderName: '材质' }).success,
    ).toBe(false);
  });
});
