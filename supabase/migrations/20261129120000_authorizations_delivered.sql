-- A signed CMS consent reaches the agency as a lead and an opt-out do: through the outbox, written in the same
-- transaction as the consent, signed, retried and never lost. It is delivered as its own event
-- (`authorization.created`), so a receiver never files it as a lead; `npm run leads` shows its deliveries as it
-- shows a lead's.

alter table public.lead_notifications add column authorization_id uuid references public.agent_authorizations (id);

comment on column public.lead_notifications.authorization_id is 'The CMS consent this row delivers (null for a lead''s or an opt-out''s row).';

-- A row carries a lead, an opt-out or a CMS consent: exactly one of them.
alter table public.lead_notifications drop constraint lead_notifications_carries_one;
alter table public.lead_notifications add constraint lead_notifications_carries_one
  check (pg_catalog.num_nonnulls(lead_id, opt_out_id, authorization_id) = 1);
alter table public.lead_notifications add constraint lead_notifications_one_per_authorization_target
  unique (authorization_id, target);

create index lead_notifications_authorization_idx on public.lead_notifications (authorization_id);

-- A consent's rows, one per target, written with the consent.
create function public.agent_authorizations_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (authorization_id, target)
  select new.id, target from private.lead_delivery_targets;
  perform private.wake_lead_delivery();
  return null;
end;
$$;

create trigger agent_authorizations_notify
  after insert on public.agent_authorizations
  for each row execute function public.agent_authorizations_notify();

revoke execute on function public.agent_authorizations_notify() from public, anon, authenticated, service_role;

-- The claim hands a consent over as `authorization`: every column (the link's token is never kept).
create or replace function public.claim_lead_notifications(max_count integer default 10, lease_seconds integer default 60)
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
    'created_at', c.created_at
  ) || case
    when s.id is not null then pg_catalog.jsonb_build_object('lead', (pg_catalog.to_jsonb(s) - 'website')
      || case when e.opt_out is null then '{}'::jsonb else pg_catalog.jsonb_build_object('opted_out_earlier', e.opt_out) end)
    when o.id is not null then pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o))
    else pg_catalog.jsonb_build_object('authorization', pg_catalog.to_jsonb(a) - 'link')
  end order by c.next_attempt_at, c.id), '[]'::jsonb)
  from claimed c
  left join public.contact_submissions s on s.id = c.lead_id
  left join public.contact_opt_outs o on o.id = c.opt_out_id
  left join public.agent_authorizations a on a.id = c.authorization_id
  -- The latest opt-out of the lead's phone number or mailbox made before the lead, if any.
  left join lateral (
    select pg_catalog.jsonb_build_object('id', earlier.id, 'created_at', earlier.created_at, 'stop', earlier.stop) as opt_out
    from public.contact_opt_outs earlier
    where s.id is not null and earlier.created_at < s.created_at
      and (right(pg_catalog.regexp_replace(earlier.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10)
        or private.email_key(earlier.email) = private.email_key(s.email))
    order by earlier.created_at desc
    limit 1
  ) e on true;
$$;

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
    'id', r.id, 'lead_id', r.lead_id, 'opt_out_id', r.opt_out_id, 'authorization_id', r.authorization_id,
    'target', r.target, 'status', r.status, 'attempts', r.attempts, 'last_error', r.last_error, 'created_at', r.created_at
  ) order by r.created_at, r.id), '[]'::jsonb)
  from reported r;
$$;

-- What `npm run leads` shows for each lead, opt-out or CMS consent (its id under 'lead_id', as uuids never repeat
-- across the three tables): every target's status, attempts, delivery time and last error.
create or replace function public.lead_deliveries(lead_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'lead_id', coalesce(n.lead_id, n.opt_out_id, n.authorization_id), 'target', n.target, 'status', n.status,
    'attempts', n.attempts, 'delivered_at', n.delivered_at, 'last_error', n.last_error
  ) order by coalesce(n.lead_id, n.opt_out_id, n.authorization_id), n.target), '[]'::jsonb)
  from public.lead_notifications n
  where n.lead_id = any (lead_ids) or n.opt_out_id = any (lead_ids) or n.authorization_id = any (lead_ids);
$$;
