-- A lead, an opt-out and a CMS consent never share an id. The browser makes each id (so a retried request is the
-- primary key's 409, stored once), and each table's key kept its own ids unique only: an opt-out sent with a lead's
-- id was stored, and staff views that look a record up by id (npm run leads, lead_deliveries(), the webhook-id's
-- record) could show one for the other. Now an insert whose id another of the three tables holds is refused as the
-- primary key refuses a repeat (23505, PostgREST's 409), with its own hint.

-- Whether another of the three tables holds the id. Two inserts of one id into two tables take turns (the lock), so
-- the second always sees the first.
create function private.record_id_taken(record_id uuid, own_table text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(7226401, pg_catalog.hashtext(record_id::text));
  return (own_table <> 'contact_submissions' and exists (select from public.contact_submissions where id = record_id))
    or (own_table <> 'contact_opt_outs' and exists (select from public.contact_opt_outs where id = record_id))
    or (own_table <> 'agent_authorizations' and exists (select from public.agent_authorizations where id = record_id));
end;
$$;

revoke execute on function private.record_id_taken(uuid, text) from public, anon, authenticated, service_role;

-- 0. The lead's step, first in its pipeline.
create function private.lead_id_unused(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if private.record_id_taken(lead.id, 'contact_submissions') then
    raise exception using errcode = '23505', message = 'Another record already has this id.', hint = 'request.id_taken';
  end if;
  return lead;
end;
$$;

revoke execute on function private.lead_id_unused(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_id_unused(public.contact_submissions) is
  'Insert step 0: refuses a lead whose id an opt-out or a CMS consent holds.';

create or replace function public.contact_submissions_before_insert()
returns trigger
language plpgsql
-- Step 10 counts earlier rows, which anon may not read: the pipeline runs as the table's owner.
security definer
set search_path = ''
as $$
begin
  new := private.lead_id_unused(new);          -- 0. an id no opt-out or CMS consent holds
  new := private.lead_contact_fields(new);     -- 1. names, email, phone, state, the consent box, page, version
  new := private.lead_phone_assignable(new);   -- 1b. a US phone number the NANP could assign
  new := private.lead_request_evidence(new);   -- 2. user agent and client address from the request headers
  new := private.lead_chat_answers(new);       -- 3. ZIP code and answers: a chat lead's alone
  new := private.lead_visible_text(new);       -- 4. no invisible characters; names need a letter
  new := private.lead_consent_version(new);    -- 5. a consent wording the forms have shown
  new := private.lead_consent_evidence(new);   -- 6. the text box, both boxes' words and hashes, the time zone
  new := private.lead_estimate(new);           -- 7. the estimate: at most 600 printable characters
  new := private.lead_estimate_shape(new);     -- 8. the estimate: the calculator's shape
  new := private.lead_honeypot(new);           -- 9. the hidden field: refused when filled (HTTP 403)
  new.repeat_of := private.lead_repeat_of(new); -- 10. a 4th lead within the hour: stored, marked as a repeat
  new := private.lead_origin(new);             -- 11. which form and language, and the campaign
  new.state_code := private.state_code(new.state); -- 12. the USPS code of the state named, or null
  return new;
end;
$$;

-- Opt-outs and CMS consents: the same refusal, a trigger of their own.
create function private.record_id_unused()
returns trigger
language plpgsql
-- Looks in tables the inserting role (anon) may not read: runs as their owner.
security definer
set search_path = ''
as $$
begin
  if private.record_id_taken(new.id, tg_table_name) then
    raise exception using errcode = '23505', message = 'Another record already has this id.', hint = 'request.id_taken';
  end if;
  return new;
end;
$$;

revoke execute on function private.record_id_unused() from public, anon, authenticated, service_role;

create trigger contact_opt_outs_id_unused
  before insert on public.contact_opt_outs
  for each row execute function private.record_id_unused();

create trigger agent_authorizations_id_unused
  before insert on public.agent_authorizations
  for each row execute function private.record_id_unused();
