-- "Stop helping me": a consumer takes back, on /opt-out, the consent they gave an agent to help with Marketplace
-- coverage (the CMS consent of /authorize), as its wording tells them they can. The opt-out is stored and delivered
-- like any other (opt_out.created); in the same transaction it revokes every consent not yet revoked whose lead has
-- the request's phone number or mailbox, and its delivery names them, or says none matched, so staff find the
-- consent by name (a consent signed without a lead has no contact details to match).

-- The stops an opt-out may ask for, one list with the site's (rules/optOutStops.ts), as `npm run schema` writes it.
-- rules/optOutStops.ts stopChoices: what an opt-out may ask to stop.
create or replace function private.opt_out_stops()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['all', 'calls', 'texts', 'emails', 'help'];

alter table public.contact_opt_outs drop constraint contact_opt_outs_stop_code;
alter table public.contact_opt_outs add constraint contact_opt_outs_stop_code check (stop = any (private.opt_out_stops()));

comment on column public.contact_opt_outs.stop is
  'What to stop: calls, texts, emails, all of them, or help (take back the CMS consent given to an agent).';

-- The repeat check reads the same list.
create or replace function public.contact_opt_outs_before_insert()
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
  if new.stop = any (private.opt_out_stops()) and new.page = any (private.opt_out_pages()) and new.language = any (private.site_languages())
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

-- A "stop helping me" request revokes the CMS consents of the leads with its phone number or mailbox, once each.
create function public.contact_opt_outs_revoke_authorizations()
returns trigger
language plpgsql
-- Reads leads and consents and records the revocation, which anon may not: runs as the tables' owner.
security definer
set search_path = ''
as $$
declare
  consent uuid;
begin
  if new.stop <> 'help' then
    return null;
  end if;
  for consent in
    select a.id
    from public.agent_authorizations a
    join public.contact_submissions s on s.id = a.lead_id
    where a.revoked_at is null
      and ((new.phone is not null
            and right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g'), 10))
        or (new.email is not null and private.email_key(s.email) = private.email_key(new.email)))
    order by a.created_at, a.id
  loop
    perform public.revoke_agent_authorization(consent, new.id);
  end loop;
  return null;
end;
$$;

create trigger contact_opt_outs_revoke_authorizations
  after insert on public.contact_opt_outs
  for each row execute function public.contact_opt_outs_revoke_authorizations();

revoke execute on function public.contact_opt_outs_revoke_authorizations() from public, anon, authenticated, service_role;

-- The claim hands a "stop helping me" opt-out over with the consents it revoked (none: staff look for it by name).
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
    when o.id is not null then pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o)
      || case when o.stop = 'help' then pg_catalog.jsonb_build_object('revoked_authorizations', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', r.id, 'created_at', r.created_at,
          'consumer_name', r.consumer_name, 'agent_name', r.agent_name) order by r.created_at, r.id)
        from public.agent_authorizations r where r.revoked_by_opt_out = o.id), '[]'::jsonb)) else '{}'::jsonb end)
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
