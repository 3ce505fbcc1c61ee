-- lead_delivery_dead_alert: a dead delivery is always reported, also after a "late" report of the same delivery.
--
-- claim_lead_delivery_alerts used to stamp one column, reported_at, for both alerts: a delivery still pending after
-- the overdue time was reported late and stamped, and when it died later (its last attempt failed, an hour or
-- more after the lead with the default backoff) reported_at was no longer null, so the "failed" alert never came.
-- With 12 attempts every retry-exhausted delivery is late first, so staff heard only "not yet delivered", never
-- that the lead would not arrive. Each alert now has its own stamp:
--   reported_at       the late alert (pending past overdue_seconds), once
--   dead_reported_at  the dead alert, once, whether or not the delivery was reported late before
--
-- Rows already dead and already reported keep their report: a dead row stamped at or after its last attempt was
-- reported as dead (a late report comes before the attempts that follow it). A dead row stamped before its last
-- attempt was reported late only, and its dead alert is due now.

alter table public.lead_notifications add column dead_reported_at timestamptz;

comment on column public.lead_notifications.reported_at is 'When a delivery still pending past the overdue time was reported late.';
comment on column public.lead_notifications.dead_reported_at is 'When a dead delivery was reported through another channel.';

update public.lead_notifications
set dead_reported_at = reported_at
where status = 'dead' and reported_at is not null and reported_at >= coalesce(last_attempt_at, created_at);

-- Dead deliveries not yet reported dead, and deliveries still pending overdue_seconds after the lead not yet
-- reported late: each alert returned once.
create or replace function public.claim_lead_delivery_alerts(overdue_seconds integer default 300)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where (n.status = 'dead' and n.dead_reported_at is null)
      or (n.status = 'pending' and n.reported_at is null
          and n.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => overdue_seconds))
    order by n.created_at, n.id
    limit 50
    for update skip locked
  ),
  reported as (
    update public.lead_notifications n
    set reported_at = case when n.status = 'pending' then pg_catalog.now() else n.reported_at end,
        dead_reported_at = case when n.status = 'dead' then pg_catalog.now() else n.dead_reported_at end
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

-- create or replace keeps the function's grants; restated so this file alone says who may call it.
revoke execute on function public.claim_lead_delivery_alerts(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_delivery_alerts(integer) to service_role;

