// Run by workers.test.ts in a process of its own (`node --import tsx`): starts the sandbox's worker
// pool with both threads, makes a PDF, closes the pool and says so. The process must then end by
// itself: a thread left running would keep it alive.
import { WorkerPool } from '../../../sandbox/workers/pool';

const pool = new WorkerPool(2);
pool.warm();
const bytes = await pool.run('pdf', {
  document: 'product',
  purpose: 'map.pdf',
  customerName: 'Ada Lovelace',
  product: {
    code: '123456789',
    superOrderCode: '987654321',
    articleName: 'Photo book',
    quantity: 1,
    channel: 'albelli-nl',
    createdAt: '2025-03-01T10:00:00.000Z',
    hasProductPdf: true,
    hasMapPdf: true,
    deliveryAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
      street: 'Damrak',
      houseNumber: '1',
      houseNumberSuffix: null,
      postalCode: '1012 LG',
      city: 'Amsterdam',
      countryCode: 'NL',
      phoneNumber: null,
      pickupPointName: null,
    },
  },
});
await pool.close();
process.stdout.write(`closed after a ${bytes.byteLength}-byte PDF with ${pool.threadCount} threads\n`);
