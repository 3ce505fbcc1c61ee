-- Opt-outs are delivered per number and mailbox as leads are (security review 2026-11-29, finding 3).
--
-- A request that adds nothing is stored nothing (20261130110000), but one that adds an invented mailbox to the same
-- number was stored and delivered each time: on hosted Supabase, where no per-client limit stands in front, one
-- number could post any number of opt-out messages into the agency's chat and mail. Now, as a lead past its hourly
-- limit is kept as a repeat: a request for a number or mailbox that 3 stored requests named within the day is
-- stored (it is on the list, `npm run leads -- --opt-outs`, and its details are suppressed like any other), marked
-- `repeat_of` the latest of them, and not delivered. A request to stop helping is always delivered: it revokes CMS
-- consents, which staff must know. `repeat_of` is set on insert and, like everything of a stored request, never
-- changes; it is not in the request's chain hash (the request's own words and sources are), as a lead's deliveries
-- are not.

alter table public.contact_opt_outs add column repeat_of uuid;

comment on column public.contact_opt_outs.repeat_of is
  'Set on insert for a request whose number or mailbox 3 stored requests named within the day: the latest of them. Stored and listed, not delivered.';

create or replace function public.contact_opt_outs_before_insert()
returns trigger
language plpgsql
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
  -- A request that adds nothing within a day: every detail it gives (its number, its mailbox) already asked to stop
  -- what it asks, in one earlier request or several (calls, then texts, then emails cover all). A stored stop, page
  -- and language are valid: a repeat is judged like them.
  if new.stop = any (private.opt_out_stops()) and new.page = any (private.opt_out_pages()) and new.language = any (private.site_languages())
    and (phone_key is null or private.opt_out_covered(new.stop, array(
      select o.stop from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = phone_key)))
    and (mailbox is null or private.opt_out_covered(new.stop, array(
      select o.stop from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and private.email_key(o.email) = mailbox)))
  then
    return null;
  end if;
  -- A request that adds something, for a number or mailbox 3 requests already named within the day: stored, on the
  -- list, and not delivered as a new opt-out (a request to stop helping always is: it revokes consents).
  if new.stop is distinct from 'help' then
    new.repeat_of := (
      select o.id from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and ((phone_key is not null and right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = phone_key
              and (select count(*) from public.contact_opt_outs p where p.created_at > pg_catalog.now() - interval '1 day'
                   and right(pg_catalog.regexp_replace(p.phone, '[^0-9]', '', 'g'), 10) = phone_key) >= 3)
          or (mailbox is not null and private.email_key(o.email) = mailbox
              and (select count(*) from public.contact_opt_outs p where p.created_at > pg_catalog.now() - interval '1 day'
                   and private.email_key(p.email) = mailbox) >= 3))
      order by o.created_at desc, o.id
      limit 1
    );
  else
    new.repeat_of := null;
  end if;
  return new;
end;
$$;

-- A repeat is not delivered: no outbox row.
create or replace function public.contact_opt_outs_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.repeat_of is not null then
    return null;
  end if;
  insert into public.lead_notifications (opt_out_id, target)
  select new.id, target from private.lead_delivery_targets;
  perform private.wake_lead_delivery();
  return null;
end;
$$;
