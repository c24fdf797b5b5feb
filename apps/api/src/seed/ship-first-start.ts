import {
  encodeShippedPackages,
  shippedPackagesFile,
  shippedPackagesFingerprint,
  type ShippedPackage,
} from '../assets/shipped-packages.js';
import { shippedIndexFingerprint } from '../image-index/shipped-index.js';
import {
  collectShippedCovers,
  encodeShippedCovers,
  shippedCoversFile,
} from '../previews/shipped-covers.js';
import { seedDatabase } from './seed.js';
import { shipFromCatalogue, writeShipped } from './ship-catalogue.js';

/**
 * Computes what a seed's first start reads instead of computing it (ADR 0061): seeds the catalogue
 * into a temporary folder with every package built and hashed and every cover rendered (both
 * shipped files off), then writes each package's size, SHA-256, file list and model facts under the
 * hash of what it is built from, and each list cover with the scene it shows. Run it again after
 * changing the generator, the texture maps, the package writer or the renderer;
 * `seed-shipped-packages.test.ts` and `shipped-covers.test.ts` say when.
 *
 *   node apps/api/dist/seed/ship-first-start.js [--count 2000] [--seed 42]
 */
shipFromCatalogue('ship-first-start', async ({ count, seed, db, previews, seedOptions }) => {
  const fingerprint = await shippedPackagesFingerprint();
  const coverFingerprint = await shippedIndexFingerprint();
  const packages: ShippedPackage[] = [];
  await seedDatabase({
    ...seedOptions,
    images: true,
    shippedPackages: false,
    shippedCovers: false,
    onPackageBuilt: (entry) => packages.push(entry),
  });
  if (
    (await shippedPackagesFingerprint()) !== fingerprint ||
    (await shippedIndexFingerprint()) !== coverFingerprint
  )
    throw new Error(
      'the generator, renderer or package writer was rebuilt meanwhile: run it again',
    );
  packages.sort((a, b) => a.record.path.localeCompare(b.record.path));
  const covers = await collectShippedCovers(db, previews, seedOptions.filesDir);
  process.stderr.write(`${packages.length} packages, ${covers.length} covers\n`);
  await writeShipped(
    shippedPackagesFile(seed, count),
    encodeShippedPackages({ seed, count, fingerprint, packages }),
  );
  await writeShipped(
    shippedCoversFile(seed, count),
    encodeShippedCovers({ seed, count, fingerprint: coverFingerprint, covers }),
  );
});
