-- contact_opt_outs: a person's request to stop the agency's calls, texts or emails, sent from /opt-out or
-- /es/opt-out, and its delivery to the agency through the lead outbox.
--
-- The FCC counts any reasonable way of saying stop as revoking consent, and the agency must honor it within 10
-- business days: the request is stored and delivered at once, like a lead, to every configured target.
--
--   * A row holds a phone number, an email address or both, and what to stop: calls, texts, emails or all.
--     The trigger trims them; the check constraints hold the same rules as the form (a US number, an address of
--     one '@' and a dotted domain, printable text without invisible characters, the lengths), so a request the
--     site would refuse is refused here too, whoever sends it.
--   * Anon may insert (the browser's own id, so a retried request is the primary key's 409, which the site counts
--     as stored) and nothing else; staff read opt-outs with the service role, which bypasses row-level security.
--   * A repeat (the same number or address, asking to stop the same thing, within a day) answers like a stored
--     request and stores nothing: a before-insert trigger that returns null skips the row, so PostgREST answers
--     201 either way, the agency gets one request, and nobody learns whether a number was already stored.
--   * The answer never depends on whether the agency knows the contact: nothing here reads contact_submissions.
--   * Delivery: lead_notifications carries an opt-out in opt_out_id instead of lead_id (exactly one of them);
--     claim_lead_notifications hands an opt-out over as `opt_out`, and a lead from a contact that opted out
--     before it as its `opted_out_earlier` (the latest such request), so its delivery says so.

create table public.contact_opt_outs (
  id uuid primary key,
  created_at timestamptz not null default now(),
  phone text,
  email text,
  stop text not null,
  page text not null,
  language text not null,
  user_agent text,
  client_ip text,

  constraint contact_opt_outs_contact_given check (phone is not null or email is not null),
  constraint contact_opt_outs_phone_shape check (
    char_length(phone) <= 30 and phone ~ '^[0-9 ()+.-]+$'
    and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) in (10, 11)
    and (char_length(regexp_replace(phone, '[^0-9]', '', 'g')) = 10 or regexp_replace(phone, '[^0-9]', '', 'g') like '1%')
  ),
  constraint contact_opt_outs_email_shape check (
    char_length(email) <= 254 and email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
    and private.is_printable_text(email) and private.is_visible_text(email)
  ),
  constraint contact_opt_outs_stop_code check (stop in ('calls', 'texts', 'emails', 'all')),
  constraint contact_opt_outs_page_shape check (page in ('/opt-out', '/es/opt-out')),
  constraint contact_opt_outs_language_code check (language in ('en', 'es')),
  constraint contact_opt_outs_user_agent_length check (char_length(user_agent) <= 500),
  constraint contact_opt_outs_client_ip_length check (char_length(client_ip) <= 100)
);

comment on table public.contact_opt_outs is
  'Requests to stop calls, texts or emails, from /opt-out. Anon inserts; only service_role reads.';
comment on column public.contact_opt_outs.id is 'Made by the browser, so a retried request is stored once.';
comment on column public.contact_opt_outs.stop is 'What to stop: calls, texts, emails, or all of them.';
comment on column public.contact_opt_outs.user_agent is 'Set by the insert trigger from the request headers.';
comment on column public.contact_opt_outs.client_ip is 'Set by the insert trigger from the request headers.';

create index contact_opt_outs_created_at_idx on public.contact_opt_outs (created_at desc);
create index contact_opt_outs_phone_idx on public.contact_opt_outs (right(regexp_replace(phone, '[^0-9]', '', 'g'), 10));
create index contact_opt_outs_email_idx on public.contact_opt_outs (private.email_key(email));

create function public.contact_opt_outs_before_insert()
returns trigger
language plpgsql
-- Looking for a repeat reads the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  blank constant text := e' \t\r\n';
  unprintable constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  phone_key text;
  mailbox text;
begin
  new.phone := nullif(pg_catalog.btrim(new.phone, blank), '');
  new.email := nullif(pg_catalog.btrim(new.email, blank), '');
  new.created_at := pg_catalog.now();
  new.user_agent := nullif(left(pg_catalog.regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(pg_catalog.btrim(headers ->> 'x-real-ip'), ''), nullif(pg_catalog.btrim(pg_catalog.split_part(forwarded, ',', -1)), ''))
  );

  -- Refused before the repeat check, so a malformed request gets the same answer whether or not it repeats one.
  if new.phone is null and new.email is null then
    raise exception using errcode = '23514', message = 'Please enter your phone number or your email address.', hint = 'opt_out.contact_missing';
  end if;
  if new.phone is not null and not (
    char_length(new.phone) <= 30 and new.phone ~ '^[0-9 ()+.-]+$'
    and (char_length(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g')) = 10
      or pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g') ~ '^1[0-9]{10}$')
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid US phone number.', hint = 'opt_out.phone_invalid';
  end if;
  if new.email is not null and not (
    char_length(new.email) <= 254 and new.email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
    and private.is_printable_text(new.email) and private.is_visible_text(new.email)
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'opt_out.email_invalid';
  end if;

  -- A retried request already stored is the primary key's business (409, which the site counts as stored).
  if exists (select from public.contact_opt_outs where id = new.id) then
    return new;
  end if;

  phone_key := right(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  mailbox := private.email_key(new.email);
  -- Concurrent requests for one number or mailbox take turns, so a repeat is always seen (phone before email).
  perform pg_catalog.pg_advisory_xact_lock(7226201, pg_catalog.hashtext(coalesce(phone_key, '')));
  perform pg_catalog.pg_advisory_xact_lock(7226202, pg_catalog.hashtext(coalesce(mailbox, '')));
  -- The same request within a day (a stored stop, page and language are valid: a repeat is judged like them).
  if new.stop in ('calls', 'texts', 'emails', 'all') and new.page in ('/opt-out', '/es/opt-out') and new.language in ('en', 'es')
    and exists (
      select from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and o.stop = new.stop
        and right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) is not distinct from phone_key
        and private.email_key(o.email) is not distinct from mailbox
    )
  then
    return null;
  end if;
  return new;
end;
$$;

create trigger contact_opt_outs_before_insert
  before insert on public.contact_opt_outs
  for each row execute function public.contact_opt_outs_before_insert();

revoke execute on function public.contact_opt_outs_before_insert() from public, anon, authenticated, service_role;

alter table public.contact_opt_outs enable row level security;

-- Anyone may ask the agency to stop; whether a row is acceptable is for the trigger and the check constraints.
create policy "Visitors can ask to stop calls, texts or emails"
  on public.contact_opt_outs for insert to anon
  with check (true);

-- No select, update or delete policy for anon or authenticated: a request, once sent, is the agency's to read
-- (service_role bypasses row-level security) and nobody changes it through the API.
revoke all on table public.contact_opt_outs from anon, authenticated, service_role;
grant insert (id, phone, email, stop, page, language) on table public.contact_opt_outs to anon;
grant select on table public.contact_opt_outs to service_role;

-- The outbox carries opt-outs too: one row per opt-out and target, written with it.
alter table public.lead_notifications alter column lead_id drop not null;
alter table public.lead_notifications
  add column opt_out_id uuid references public.contact_opt_outs (id) on delete cascade;
alter table public.lead_notifications
  add constraint lead_notifications_carries_one check (pg_catalog.num_nonnulls(lead_id, opt_out_id) = 1);
alter table public.lead_notifications
  add constraint lead_notifications_one_per_opt_out_target unique (opt_out_id, target);
create index lead_notifications_opt_out_idx on public.lead_notifications (opt_out_id);

comment on column public.lead_notifications.opt_out_id is 'The opt-out this row delivers (null for a lead''s row).';

create function public.contact_opt_outs_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (opt_out_id, target)
  select new.id, target from private.lead_delivery_targets;
  perform private.wake_lead_delivery();
  return null;
end;
$$;

create trigger contact_opt_outs_notify
  after insert on public.contact_opt_outs
  for each row execute function public.contact_opt_outs_notify();

revoke execute on function public.contact_opt_outs_notify() from public, anon, authenticated, service_role;

-- From 20261125120000_lead_notifications, with opt-outs: a lead's row as before (plus opted_out_earlier when its
-- contact opted out before it), an opt-out's row with `opt_out` instead of `lead`.
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
    else pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o))
  end order by c.next_attempt_at, c.id), '[]'::jsonb)
  from claimed c
  left join public.contact_submissions s on s.id = c.lead_id
  left join public.contact_opt_outs o on o.id = c.opt_out_id
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

-- From 20261127200000_lead_delivery_dead_alert, with the opt-out an alert is about (lead_id null then).
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
    'id', r.id, 'lead_id', r.lead_id, 'opt_out_id', r.opt_out_id, 'target', r.target, 'status', r.status,
    'attempts', r.attempts, 'last_error', r.last_error, 'created_at', r.created_at
  ) order by r.created_at, r.id), '[]'::jsonb)
  from reported r;
$$;

-- From 20261125120000_lead_notifications, for opt-outs too: `npm run leads -- --opt-outs` shows each request's
-- deliveries as a lead's (an opt-out's id under 'lead_id', as uuids never repeat across the two tables).
create or replace function public.lead_deliveries(lead_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'lead_id', coalesce(n.lead_id, n.opt_out_id), 'target', n.target, 'status', n.status, 'attempts', n.attempts,
    'delivered_at', n.delivered_at, 'last_error', n.last_error
  ) order by coalesce(n.lead_id, n.opt_out_id), n.target), '[]'::jsonb)
  from public.lead_notifications n
  where n.lead_id = any (lead_ids) or n.opt_out_id = any (lead_ids);
$$;

-- create or replace keeps the functions' grants; restated so this file alone says who may call them.
revoke execute on function public.claim_lead_notifications(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notifications(integer, integer) to service_role;
revoke execute on function public.claim_lead_delivery_alerts(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_delivery_alerts(integer) to service_role;
revoke execute on function public.lead_deliveries(uuid[]) from public, anon, authenticated;
grant execute on function public.lead_deliveries(uuid[]) to service_role;
