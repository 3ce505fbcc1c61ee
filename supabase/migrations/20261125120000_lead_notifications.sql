-- lead_notifications: the transactional outbox that carries every lead to where the agency works.
--
-- A trigger on contact_submissions writes one row per lead and delivery target in the same transaction as the
-- lead, so a lead never exists without its notifications, and a notification never without its lead. A
-- deliverer (supabase/functions/_shared/leadDelivery: server/ runs it in-process, hosted Supabase as the Edge
-- Function deliver-leads) claims due rows, sends them, and settles each: delivered, to retry later, or dead.
--
-- Targets (private.lead_delivery_targets): which deliveries a new lead gets, set by the deliverer from its
-- configuration when it starts (server/ at start-up; the Edge Function on every wake):
--   webhook  a signed JSON POST of the whole lead (LEAD_WEBHOOK_URL, Standard Webhooks signature)
--   chat     a Slack or Teams message without contact details (LEAD_CHAT_WEBHOOK_URL)
--   email    an email to the agency (SMTP from server/, an HTTP email API from the Edge Function)
--   log      one line per lead in the deliverer's log (id, page, state): the default when nothing is configured
--
-- Delivery, as the functions below implement it:
--   * claim_lead_notifications(max_count, lease_seconds): due rows (pending, next_attempt_at passed, no live
--     lease), locked with `for update skip locked`, so concurrent deliverers never take the same row; each claim
--     counts an attempt and leases the row. A deliverer killed mid-delivery leaves the lease to expire: the row is
--     claimed again and sent with the same id, which is the idempotency key of every attempt (webhook-id).
--   * settle_lead_notification(...): delivered; or failed, with the error and when to retry (the deliverer's
--     exponential backoff with jitter, or the receiver's Retry-After); dead after max_attempts, or at once when
--     the receiver said the target is gone (410).
--   * claim_lead_delivery_alerts(overdue_seconds): dead rows and rows still undelivered after overdue_seconds,
--     each returned once, for the deliverer to report through another channel.
--   * lead_deliveries(lead_ids): per lead and target, for `npm run leads`.
--
-- Who may do what: only service_role reads or changes the outbox and calls these functions; anon and
-- authenticated can do neither (no grants, row-level security on with no policy). The trigger that writes the
-- rows runs as its owner (security definer), since the inserting role (anon) may not.
--
-- Waking a deliverer at once: server/ hears its own inserts. On hosted Supabase, private.wake_lead_delivery() posts
-- to the Edge Function through pg_net after each insert, and pg_cron runs it every 10 seconds for retries; both
-- only where those extensions are installed and private.lead_delivery_wake holds the function's URL and secret
-- (docs/deploying.md). On PGlite and plain PostgreSQL the same SQL runs and the wake does nothing.

create table private.lead_delivery_targets (
  target text primary key,
  constraint lead_delivery_targets_target_code check (target in ('webhook', 'chat', 'email', 'log'))
);

comment on table private.lead_delivery_targets is
  'The deliveries each new lead gets; written by the deliverer from its configuration (server/ at start, the Edge Function on wake).';

insert into private.lead_delivery_targets (target) values ('log');

create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.contact_submissions (id) on delete cascade,
  target text not null,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 12,
  next_attempt_at timestamptz not null default now(),
  leased_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  reported_at timestamptz,

  constraint lead_notifications_one_per_target unique (lead_id, target),
  constraint lead_notifications_target_code check (target in ('webhook', 'chat', 'email', 'log')),
  constraint lead_notifications_status_code check (status in ('pending', 'delivered', 'dead')),
  constraint lead_notifications_attempts_range check (attempts >= 0 and max_attempts between 1 and 100),
  constraint lead_notifications_last_error_length check (char_length(last_error) <= 500),
  constraint lead_notifications_delivered_when check ((status = 'delivered') = (delivered_at is not null))
);

comment on table public.lead_notifications is
  'Outbox: one row per lead and delivery target, written with the lead. Only service_role reads or changes it.';
comment on column public.lead_notifications.id is 'The idempotency key of every attempt (the webhook-id header).';
comment on column public.lead_notifications.leased_until is 'Claimed by a deliverer until then; an expired lease is claimed again.';
comment on column public.lead_notifications.reported_at is 'When a dead or overdue delivery was reported through another channel.';

-- The deliverer's query: due pending rows, oldest first.
create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at) where status = 'pending';
create index lead_notifications_lead_idx on public.lead_notifications (lead_id);

alter table public.lead_notifications enable row level security;
revoke all on table public.lead_notifications from anon, authenticated, service_role;
grant select, update on table public.lead_notifications to service_role;
revoke all on table private.lead_delivery_targets from anon, authenticated, service_role;
grant select, insert, delete on table private.lead_delivery_targets to service_role;

-- Where a deliverer is woken on hosted Supabase: the Edge Function's URL and the secret it checks. Empty here.
create table private.lead_delivery_wake (
  only_row boolean primary key default true check (only_row),
  function_url text not null check (function_url ~ '^https://'),
  secret text not null check (char_length(secret) >= 32)
);
revoke all on table private.lead_delivery_wake from anon, authenticated, service_role;

-- Posts to the Edge Function when pg_net is installed and the wake row is filled in; otherwise does nothing.
-- Called through dynamic SQL, so this function exists (and the same migration runs) where pg_net does not.
create function private.wake_lead_delivery()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  wake private.lead_delivery_wake;
begin
  if pg_catalog.to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    return;
  end if;
  select * into wake from private.lead_delivery_wake;
  if not found then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := 5000)'
    using wake.function_url, '{}'::jsonb,
      pg_catalog.jsonb_build_object('authorization', 'Bearer ' || wake.secret, 'content-type', 'application/json');
end;
$$;

revoke execute on function private.wake_lead_delivery() from public, anon, authenticated, service_role;

create function public.contact_submissions_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (lead_id, target)
  select new.id, target from private.lead_delivery_targets;
  -- pg_net sends after the transaction commits, and never if it rolls back.
  perform private.wake_lead_delivery();
  return null;
end;
$$;

-- After insert: it runs once the row has passed every before-insert check, in the same transaction.
create trigger contact_submissions_notify
  after insert on public.contact_submissions
  for each row execute function public.contact_submissions_notify();

revoke execute on function public.contact_submissions_notify() from public, anon, authenticated, service_role;

-- The targets a deliverer is configured with become the ones new leads get ('log' when it has none).
create function public.set_lead_delivery_targets(targets text[])
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  wanted text[] := case when coalesce(pg_catalog.cardinality(targets), 0) = 0 then array['log'] else targets end;
begin
  delete from private.lead_delivery_targets where target <> all (wanted);
  insert into private.lead_delivery_targets (target) select distinct unnest(wanted) on conflict do nothing;
  return (select pg_catalog.jsonb_agg(target order by target) from private.lead_delivery_targets);
end;
$$;

-- Each row: the notification, the lead it carries (every column but the honeypot), and its attempt number.
create function public.claim_lead_notifications(max_count integer default 10, lease_seconds integer default 60)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where n.status = 'pending' and n.next_attempt_at <= pg_catalog.now()
      and (n.leased_until is null or n.leased_until <= pg_catalog.now())
    order by n.next_attempt_at, n.id
    limit least(greatest(max_count, 1), 100)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
    set attempts = n.attempts + 1,
        last_attempt_at = pg_catalog.now(),
        leased_until = pg_catalog.now() + pg_catalog.make_interval(secs => least(greatest(lease_seconds, 5), 900))
    from due
    where n.id = due.id
    returning n.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', c.id,
    'target', c.target,
    'attempt', c.attempts,
    'max_attempts', c.max_attempts,
    'created_at', c.created_at,
    'lead', pg_catalog.to_jsonb(s) - 'website'
  ) order by c.next_attempt_at, c.id), '[]'::jsonb)
  from claimed c
  join public.contact_submissions s on s.id = c.lead_id;
$$;

-- outcome: 'delivered', 'retry' (after retry_in_seconds) or 'gone' (the target refused for good: dead now).
create function public.settle_lead_notification(
  notification_id uuid,
  outcome text,
  error text default null,
  retry_in_seconds double precision default null
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  settled public.lead_notifications;
begin
  if outcome not in ('delivered', 'retry', 'gone') then
    raise exception using errcode = '22023', message = 'outcome must be delivered, retry or gone';
  end if;
  update public.lead_notifications n
  set status = case
        when outcome = 'delivered' then 'delivered'
        when outcome = 'gone' or n.attempts >= n.max_attempts then 'dead'
        else 'pending'
      end,
      delivered_at = case when outcome = 'delivered' then pg_catalog.now() end,
      last_error = case when outcome = 'delivered' then n.last_error else left(coalesce(error, 'failed'), 500) end,
      next_attempt_at = case
        when outcome = 'retry' then pg_catalog.now() + pg_catalog.make_interval(secs => least(greatest(coalesce(retry_in_seconds, 1), 0), 86400))
        else n.next_attempt_at
      end,
      leased_until = null
  where n.id = notification_id and n.status = 'pending'
  returning n.* into settled;
  if not found then
    return null;
  end if;
  return pg_catalog.jsonb_build_object('id', settled.id, 'status', settled.status, 'attempts', settled.attempts, 'next_attempt_at', settled.next_attempt_at);
end;
$$;

-- Dead deliveries, and deliveries still pending overdue_seconds after the lead, each returned once.
create function public.claim_lead_delivery_alerts(overdue_seconds integer default 300)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where n.reported_at is null
      and (n.status = 'dead' or (n.status = 'pending' and n.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => overdue_seconds)))
    order by n.created_at, n.id
    limit 50
    for update skip locked
  ),
  reported as (
    update public.lead_notifications n
    set reported_at = pg_catalog.now()
    from due
    where n.id = due.id
    returning n.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', r.id, 'lead_id', r.lead_id, 'target', r.target, 'status', r.status, 'attempts', r.attempts,
    'last_error', r.last_error, 'created_at', r.created_at
  ) order by r.created_at, r.id), '[]'::jsonb)
  from reported r;
$$;

-- What `npm run leads` shows for each lead: every target's status, attempts, delivery time and last error.
create function public.lead_deliveries(lead_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'lead_id', n.lead_id, 'target', n.target, 'status', n.status, 'attempts', n.attempts,
    'delivered_at', n.delivered_at, 'last_error', n.last_error
  ) order by n.lead_id, n.target), '[]'::jsonb)
  from public.lead_notifications n
  where n.lead_id = any (lead_ids);
$$;

revoke execute on function public.set_lead_delivery_targets(text[]) from public, anon, authenticated;
revoke execute on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
revoke execute on function public.settle_lead_notification(uuid, text, text, double precision) from public, anon, authenticated;
revoke execute on function public.claim_lead_delivery_alerts(integer) from public, anon, authenticated;
revoke execute on function public.lead_deliveries(uuid[]) from public, anon, authenticated;
grant execute on function public.set_lead_delivery_targets(text[]) to service_role;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
grant execute on function public.settle_lead_notification(uuid, text, text, double precision) to service_role;
grant execute on function public.claim_lead_delivery_alerts(integer) to service_role;
grant execute on function public.lead_deliveries(uuid[]) to service_role;

-- Retries on hosted Supabase: pg_cron wakes the Edge Function every 10 seconds, where pg_cron is installed.
-- Elsewhere nothing is scheduled (server/ sweeps by itself); enable pg_cron later and run the same statement.
do $$
begin
  if pg_catalog.to_regprocedure('cron.schedule(text,text,text)') is not null then
    execute $sql$select cron.schedule('wake-lead-delivery', '10 seconds', 'select private.wake_lead_delivery()')$sql$;
  end if;
end
$$;
