import { describe, expect, it } from 'vitest'
import { sqlStore } from '../../../server/delivery/sqlStore'
import { lead } from '../../../scripts/support/lead'
import { emptyOutboxBeforeEach, migratedLeadTable, type OpenDatabase } from '../support/leadTable'
import { failure } from '../support/roles'

const FORM_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'state',
  'agreed_to_contact',
  'page',
  'consent_version',
  'sms_consent_version',
  'source',
] as const
const INSERT = `insert into public.contact_submissions (${FORM_COLUMNS.join(', ')}) values (${FORM_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})`

/** The lead outbox, on any Database. */
export default function describeOutbox(storage: string, open: OpenDatabase) {
  describe(`the lead outbox on ${storage}`, () => {
    const outboxDb = outboxTable(open)
    describeOutboxDeliveries(outboxDb)
    describeOutboxAccess(outboxDb)
  })
}

type OutboxTable = ReturnType<typeof outboxTable>

/** A migrated database whose outbox is emptied before each test, with the helpers the outbox tests share. */
function outboxTable(open: OpenDatabase) {
  const table = migratedLeadTable(open)
  const { as, asOwner } = table
  const store = () => sqlStore(table.db())
  emptyOutboxBeforeEach(table, ['webhook', 'chat'])

  async function insertLead(overrides: Record<string, unknown> = {}) {
    const row = lead(overrides)
    await as(
      'anon',
      INSERT,
      FORM_COLUMNS.map((name) => Reflect.get(row, name)),
    )
    return row
  }
  const outbox = (leadId: string) =>
    asOwner('select target, status, attempts from public.lead_notifications where lead_id = $1 order by target', [
      leadId,
    ])

  return { ...table, store, insertLead, outbox }
}

/** What the outbox holds for each lead, and how deliverers claim, settle and report it. */
function describeOutboxDeliveries(outboxDb: OutboxTable) {
  const { as, asOwner, store, insertLead, outbox } = outboxDb

  it("writes one pending notification per target with the lead, in the lead's transaction", async () => {
    const row = await insertLead()
    expect(await outbox(row.id)).toEqual([
      { target: 'chat', status: 'pending', attempts: 0 },
      { target: 'webhook', status: 'pending', attempts: 0 },
    ])
    const refused = lead({ agreed_to_contact: false })
    await failure(
      as(
        'anon',
        INSERT,
        FORM_COLUMNS.map((name) => Reflect.get(refused, name)),
      ),
    )
    expect(await outbox(refused.id)).toEqual([])
  })

  it('writes nothing when the transaction that stored the lead rolls back', async () => {
    const row = lead()
    await expect(
      outboxDb.db().transaction(async (session) => {
        await session.query(
          INSERT,
          FORM_COLUMNS.map((name) => Reflect.get(row, name)),
        )
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await outbox(row.id)).toEqual([])
  })

  it('gives new leads the log alone when no target is configured', async () => {
    await store().setTargets([])
    const row = await insertLead()
    expect(await outbox(row.id)).toEqual([{ target: 'log', status: 'pending', attempts: 0 }])
  })

  it('hands a claimed notification over with its whole lead (no honeypot), leased, once', async () => {
    const row = await insertLead({ source: 'sep' })
    const claimed = await store().claim(10, 60)
    expect(claimed.map((notification) => notification.target).sort()).toEqual(['chat', 'webhook'])
    expect(claimed[0]).toMatchObject({
      attempt: 1,
      max_attempts: 12,
      lead: { id: row.id, email: row.email, source: 'sep', client_ip: '198.51.100.7' },
    })
    expect(claimed[0].lead).not.toHaveProperty('website')
    expect(await store().claim(10, 60)).toEqual([])
  })

  it('claims a notification again once its lease has run out, with the same id and the next attempt number', async () => {
    await insertLead()
    const [first] = await store().claim(1, 60)
    await asOwner("update public.lead_notifications set leased_until = now() - interval '1 second' where id = $1", [
      first.id,
    ])
    const again = await store().claim(10, 60)
    expect(again.find((notification) => notification.id === first.id)).toMatchObject({ attempt: 2 })
  })

  it('never hands one notification to two claims at once (for update skip locked)', async () => {
    for (let i = 0; i < 5; i += 1) await insertLead()
    const [a, b] = await Promise.all([store().claim(6, 60), store().claim(6, 60)])
    const ids = [...a, ...b].map((notification) => notification.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
  })

  it('settles a delivery: delivered; retried later (not claimable before then); dead after its last attempt or when gone', async () => {
    const row = await insertLead()
    const [chat, webhook] = (await store().claim(10, 60)).sort((x, y) => x.target.localeCompare(y.target))
    expect(await store().settle(chat.id, 'delivered')).toBe('delivered')
    expect(await store().settle(webhook.id, 'retry', 'hooks.example answered 503', 3600)).toBe('pending')
    expect(await store().claim(10, 60)).toEqual([])
    expect(
      await asOwner(
        'select status, delivered_at is not null as delivered, last_error from public.lead_notifications where lead_id = $1 order by target',
        [row.id],
      ),
    ).toEqual([
      { status: 'delivered', delivered: true, last_error: null },
      { status: 'pending', delivered: false, last_error: 'hooks.example answered 503' },
    ])
    await asOwner(
      'update public.lead_notifications set next_attempt_at = now(), attempts = max_attempts - 1 where id = $1',
      [webhook.id],
    )
    const [last] = await store().claim(10, 60)
    expect(last).toMatchObject({ id: webhook.id, attempt: 12 })
    expect(await store().settle(webhook.id, 'retry', 'still down', 1)).toBe('dead')
    expect(await store().settle(webhook.id, 'delivered')).toBeNull()

    const gone = await insertLead()
    const claimed = await store().claim(10, 60)
    const hook = claimed.find((notification) => notification.lead?.id === gone.id && notification.target === 'webhook')
    expect(await store().settle(hook?.id ?? '', 'gone', 'hooks.example answered 410')).toBe('dead')
  })

  it('reports each dead delivery, and each one still pending after the overdue time, once', async () => {
    const row = await insertLead()
    const [first] = await store().claim(1, 60)
    await store().settle(first.id, 'gone', 'answered 410')
    expect(await store().claimAlerts(3600)).toEqual([
      expect.objectContaining({ id: first.id, lead_id: row.id, status: 'dead', last_error: 'answered 410' }),
    ])
    expect(await store().claimAlerts(3600)).toEqual([])
    const overdue = await store().claimAlerts(0)
    expect(overdue).toEqual([expect.objectContaining({ lead_id: row.id, status: 'pending' })])
    expect(await store().claimAlerts(0)).toEqual([])
  })

  it('reports a delivery that was reported late again when it dies', async () => {
    const row = await insertLead()
    const [first] = await store().claim(1, 60)
    await store().settle(first.id, 'retry', 'answered 500', 0)
    // Six minutes later it is still pending: reported late, once.
    await asOwner("update public.lead_notifications set created_at = now() - interval '6 minutes' where lead_id = $1", [
      row.id,
    ])
    const late = await store().claimAlerts(300)
    expect(late).toEqual(expect.arrayContaining([expect.objectContaining({ id: first.id, status: 'pending' })]))
    expect(await store().claimAlerts(300)).toEqual([])
    // Its last attempt fails: dead, and reported as such.
    await asOwner('update public.lead_notifications set attempts = max_attempts - 1 where id = $1', [first.id])
    const [last] = (await store().claim(10, 60)).filter((notification) => notification.id === first.id)
    expect(last).toMatchObject({ attempt: 12 })
    expect(await store().settle(first.id, 'retry', 'answered 500 again', 1)).toBe('dead')
    expect(await store().claimAlerts(300)).toEqual([
      expect.objectContaining({ id: first.id, status: 'dead', attempts: 12, last_error: 'answered 500 again' }),
    ])
    expect((await store().claimAlerts(300)).filter((alert) => alert.id === first.id)).toEqual([])
  })

  it('tells staff every target of each lead: status, attempts, delivery time, last error', async () => {
    const row = await insertLead()
    const [first] = await store().claim(1, 60)
    await store().settle(first.id, 'retry', 'timeout', 60)
    const [report] = await as('service_role', 'select public.lead_deliveries($1::uuid[]) as report', [[row.id]])
    expect(report.report).toEqual([
      expect.objectContaining({ lead_id: row.id, target: 'chat', attempts: first.target === 'chat' ? 1 : 0 }),
      expect.objectContaining({ lead_id: row.id, target: 'webhook', attempts: first.target === 'webhook' ? 1 : 0 }),
    ])
  })
}

/** Only the service role reads the outbox or calls its functions. */
function describeOutboxAccess(outboxDb: OutboxTable) {
  const { as, insertLead } = outboxDb

  it.each(['anon', 'authenticated'] as const)(
    '%s can neither read nor change the outbox, its targets or its functions',
    async (role) => {
      await insertLead()
      for (const sql of [
        'select * from public.lead_notifications',
        "update public.lead_notifications set status = 'delivered'",
        'delete from public.lead_notifications',
        "insert into public.lead_notifications (lead_id, target) values (gen_random_uuid(), 'webhook')",
        'select * from private.lead_delivery_targets',
        "insert into private.lead_delivery_targets values ('email')",
        'select * from private.lead_delivery_wake',
        'select public.claim_lead_notifications(10, 60)',
        "select public.settle_lead_notification(gen_random_uuid(), 'delivered')",
        'select public.claim_lead_delivery_alerts(0)',
        'select public.lead_deliveries(array[]::uuid[])',
        "select public.set_lead_delivery_targets(array['webhook'])",
        'select private.wake_lead_delivery()',
      ]) {
        const error = await failure(as(role, sql))
        expect(error.code, sql).toBe('42501')
      }
    },
  )

  it('service_role may read the outbox and call its functions, but not add notifications of its own', async () => {
    await insertLead()
    expect((await as('service_role', 'select count(*)::int as n from public.lead_notifications'))[0].n).toBe(2)
    expect(
      (
        await failure(
          as(
            'service_role',
            "insert into public.lead_notifications (lead_id, target) values (gen_random_uuid(), 'webhook')",
          ),
        )
      ).code,
    ).toBe('42501')
  })
}
