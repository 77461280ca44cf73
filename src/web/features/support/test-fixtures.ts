import type { SupportThread, SupportThreadSummary } from '../../../shared/schemas/support';

export const ID = '55555555-5555-4555-8555-555555555555';

export const summary = (patch: Partial<SupportThreadSummary> = {}): SupportThreadSummary => ({
  id: ID,
  subject: 'Inverter beeps at night',
  status: 'pending',
  priority: 'high',
  source: 'support',
  createdAt: '2026-01-10T08:00:00.000Z',
  lastMessageAt: '2026-01-10T09:00:00.000Z',
  messageCount: 2,
  lastMessage: { authorRole: 'admin', preview: 'Please send a photo.' },
  requester: { name: 'Mona Adel', email: 'mona@x.eg', phone: null, hasAccount: true },
  ...patch,
});

export const thread = (patch: Partial<SupportThread> = {}): SupportThread => ({
  ...summary(),
  messages: [
    {
      id: '66666666-6666-4666-8666-000000000001',
      authorRole: 'customer',
      authorName: 'Mona Adel',
      body: 'It beeps every hour.',
      createdAt: '2026-01-10T08:00:00.000Z',
    },
    {
      id: '66666666-6666-4666-8666-000000000002',
      authorRole: 'admin',
      authorName: 'Hoda',
      body: 'Please send a photo.',
      createdAt: '2026-01-10T09:00:00.000Z',
    },
  ],
  ...patch,
});
