-- An opt-out that adds nothing is a repeat, whatever else differs (security review 2026-11-29, finding 3.2).
--
-- A repeat was the exact same stop, number and mailbox within a day, so changing what to stop or adding an invented
-- email address made a new, delivered opt-out for the same number, again and again. Now each detail a request gives
-- (its number's last 10 digits, its mailbox) counts on its own, as the leads' repeats do, and what it asks to stop is
-- covered by what that detail already asked within a day: `all` covers calls, texts and emails, and calls, texts and
-- emails asked separately cover `all`. A request that adds nothing for any detail is answered as stored, storing and
-- delivering nothing. A request that adds a detail (a mailbox not yet asked) is stored and delivered: its details are
-- new to the do-not-contact list. The per-client limit (server/) bounds how many of those one client sends.

-- Whether what `asked` (stops an earlier request of one detail asked) covers what `stop` asks.
create function private.opt_out_covered(stop text, asked text[])
returns boolean
language sql
immutable
set search_path = ''
return case
  when stop = 'help' then 'help' = any (asked)
  when stop = 'all' then 'all' = any (asked) or array['calls', 'texts', 'emails'] <@ asked
  else stop = any (asked) or 'all' = any (asked)
end;

revoke execute on function private.opt_out_covered(text, text[]) from public, anon, authenticated, service_role;

comment on function private.opt_out_covered(text, text[]) is
  'Whether earlier stops of one number or mailbox (asked) already cover a request to stop `stop`: all covers calls, texts and emails, and the three cover all.';

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
  return new;
end;
$$;
