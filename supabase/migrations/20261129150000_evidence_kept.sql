-- Evidence that outlives mistakes. A lead or an opt-out could be deleted by the database's owner with no trace, and
-- nothing showed that the stored leads were all the leads. Now:
--   * every lead and opt-out carries a SHA-256 of its evidence columns chained to the one stored before it in its
--     table (chain_seq, previous_sha256, record_sha256); public.verify_evidence_chains() recomputes both chains, and
--     `npm run leads -- --verify` prints each chain's head for the agency to keep elsewhere: a later head that does
--     not continue from a kept one means records were rewritten;
--   * neither table deletes a row (nor truncates) but through public.delete_record(id, reason), which first keeps a
--     tombstone (public.deleted_records: the id, the time, who, the reason, the record's chain hash, and SHA-256s of
--     the phone number's last 10 digits and of the mailbox, so a deleted contact can still be suppressed); the chain
--     then reads the gap as that tombstone's, and any other gap as a break;
--   * an opt-out, like a lead's consent evidence, never changes after it is stored.
-- A CMS consent is never deleted at all (agent_authorizations keeps its own chain), and a lead a consent names stays.

-- The chains -------------------------------------------------------------------------------------------------------

alter table public.contact_submissions
  add column chain_seq bigint,
  add column previous_sha256 text,
  add column record_sha256 text;
alter table public.contact_opt_outs
  add column chain_seq bigint,
  add column previous_sha256 text,
  add column record_sha256 text;

create unique index contact_submissions_chain_seq_idx on public.contact_submissions (chain_seq);
create unique index contact_opt_outs_chain_seq_idx on public.contact_opt_outs (chain_seq);

comment on column public.contact_submissions.chain_seq is 'Its place in the leads'' hash chain: set on insert, in insert order.';
comment on column public.contact_submissions.previous_sha256 is 'The record_sha256 of the lead before it in the chain (null for the first).';
comment on column public.contact_submissions.record_sha256 is
  'SHA-256 (hex) of previous_sha256 and the lead''s evidence as JSON (private.evidence_of_lead()); set on insert.';
comment on column public.contact_opt_outs.chain_seq is 'Its place in the opt-outs'' hash chain: set on insert, in insert order.';
comment on column public.contact_opt_outs.previous_sha256 is 'The record_sha256 of the opt-out before it in the chain (null for the first).';
comment on column public.contact_opt_outs.record_sha256 is
  'SHA-256 (hex) of previous_sha256 and the request''s evidence as JSON (private.evidence_of_opt_out()); set on insert.';

-- A time as the hashes write it: UTC to the microsecond, whatever the session's time zone.
create function private.evidence_time(at timestamptz)
returns text
language sql
immutable
set search_path = ''
return pg_catalog.to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"');

revoke execute on function private.evidence_time(timestamptz) from public, anon, authenticated, service_role;

-- What a lead's hash covers: the columns its consent evidence is (the ones that never change after insert).
create function private.evidence_of_lead(lead public.contact_submissions)
returns text
language sql
immutable
set search_path = ''
return pg_catalog.jsonb_build_object(
  'id', lead.id, 'created_at', private.evidence_time(lead.created_at), 'phone', lead.phone, 'page', lead.page, 'user_agent', lead.user_agent,
  'client_ip', lead.client_ip, 'language', lead.language, 'time_zone', lead.time_zone,
  'agreed_to_contact', lead.agreed_to_contact, 'consent_version', lead.consent_version,
  'consent_sha256', lead.consent_sha256, 'sms_consent', lead.sms_consent, 'sms_consent_version', lead.sms_consent_version,
  'sms_consent_sha256', lead.sms_consent_sha256
)::text;

-- What an opt-out's hash covers: all of it.
create function private.evidence_of_opt_out(request public.contact_opt_outs)
returns text
language sql
immutable
set search_path = ''
return pg_catalog.jsonb_build_object(
  'id', request.id, 'created_at', private.evidence_time(request.created_at), 'phone', request.phone, 'email', request.email,
  'stop', request.stop, 'page', request.page, 'language', request.language, 'user_agent', request.user_agent,
  'client_ip', request.client_ip
)::text;

revoke execute on function private.evidence_of_lead(public.contact_submissions) from public, anon, authenticated, service_role;
revoke execute on function private.evidence_of_opt_out(public.contact_opt_outs) from public, anon, authenticated, service_role;

-- 13. The lead's place in the chain: inserts take turns (until their transaction ends), so each links to the last.
create function private.lead_chain(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  last_one record;
begin
  perform pg_catalog.pg_advisory_xact_lock(7226501, 1);
  select s.chain_seq, s.record_sha256 into last_one
  from public.contact_submissions s where s.chain_seq is not null order by s.chain_seq desc limit 1;
  lead.chain_seq := coalesce(last_one.chain_seq, 0) + 1;
  lead.previous_sha256 := last_one.record_sha256;
  lead.record_sha256 := private.sha256_hex(coalesce(lead.previous_sha256, '') || private.evidence_of_lead(lead));
  return lead;
end;
$$;

revoke execute on function private.lead_chain(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_chain(public.contact_submissions) is
  'Insert step 13: the lead''s place in the leads'' hash chain (chain_seq, previous_sha256, record_sha256).';

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
  new := private.lead_chain(new);              -- 13. its place in the leads' hash chain, last
  return new;
end;
$$;

-- An opt-out's place in its chain, after every other check of its insert (the trigger's name sorts last).
create function private.opt_out_chain()
returns trigger
language plpgsql
-- Reads the last stored request, which anon may not: runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  last_one record;
begin
  perform pg_catalog.pg_advisory_xact_lock(7226501, 2);
  select o.chain_seq, o.record_sha256 into last_one
  from public.contact_opt_outs o where o.chain_seq is not null order by o.chain_seq desc limit 1;
  new.chain_seq := coalesce(last_one.chain_seq, 0) + 1;
  new.previous_sha256 := last_one.record_sha256;
  new.record_sha256 := private.sha256_hex(coalesce(new.previous_sha256, '') || private.evidence_of_opt_out(new));
  return new;
end;
$$;

revoke execute on function private.opt_out_chain() from public, anon, authenticated, service_role;

create trigger contact_opt_outs_write_chain
  before insert on public.contact_opt_outs
  for each row execute function private.opt_out_chain();

-- An opt-out never changes once stored, whoever asks.
create function private.opt_out_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'A stored request to stop cannot be changed.', hint = 'evidence.kept';
end;
$$;

revoke execute on function private.opt_out_unchanged() from public, anon, authenticated, service_role;

create trigger contact_opt_outs_unchanged
  before update on public.contact_opt_outs
  for each row execute function private.opt_out_unchanged();

-- Tombstones -------------------------------------------------------------------------------------------------------

create table public.deleted_records (
  id uuid primary key,
  table_name text not null,
  deleted_at timestamptz not null default pg_catalog.clock_timestamp(),
  deleted_by text not null default current_user,
  reason text not null,
  record_sha256 text,
  phone_sha256 text,
  email_sha256 text,

  constraint deleted_records_table_name check (table_name in ('contact_submissions', 'contact_opt_outs')),
  constraint deleted_records_reason_length check (char_length(pg_catalog.btrim(reason)) between 3 and 500)
);

comment on table public.deleted_records is
  'One row per lead or opt-out deleted through public.delete_record(): what was deleted, when, by whom and why; never changed or deleted.';
comment on column public.deleted_records.record_sha256 is 'The deleted record''s chain hash: the chain''s gap there is this deletion''s.';
comment on column public.deleted_records.phone_sha256 is 'SHA-256 (hex) of the phone number''s last 10 digits: a deleted contact can still be suppressed.';
comment on column public.deleted_records.email_sha256 is 'SHA-256 (hex) of the mailbox (private.email_key()), for the same.';

alter table public.deleted_records enable row level security;
revoke all on table public.deleted_records from anon, authenticated, service_role;
grant select on table public.deleted_records to service_role;

create function private.deleted_records_kept()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'A deletion''s record is kept.', hint = 'evidence.kept';
end;
$$;

revoke execute on function private.deleted_records_kept() from public, anon, authenticated, service_role;

create trigger deleted_records_kept
  before update or delete on public.deleted_records
  for each row execute function private.deleted_records_kept();

-- Leads and opt-outs are deleted only by public.delete_record(), for the row it names; never truncated.
create function private.delete_through_function()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' or pg_catalog.current_setting('app.deleting_record', true) is distinct from old.id::text then
    raise exception using errcode = '42501',
      message = 'Leads and opt-outs are deleted only through public.delete_record(id, reason), which keeps a tombstone.',
      hint = 'evidence.kept';
  end if;
  return old;
end;
$$;

revoke execute on function private.delete_through_function() from public, anon, authenticated, service_role;

create trigger contact_submissions_deleted_through_function
  before delete on public.contact_submissions
  for each row execute function private.delete_through_function();
create trigger contact_submissions_never_truncated
  before truncate on public.contact_submissions
  for each statement execute function private.delete_through_function();
create trigger contact_opt_outs_deleted_through_function
  before delete on public.contact_opt_outs
  for each row execute function private.delete_through_function();
create trigger contact_opt_outs_never_truncated
  before truncate on public.contact_opt_outs
  for each statement execute function private.delete_through_function();
-- CMS consents refuse every deletion already (row triggers); a TRUNCATE fires none of those.
create trigger agent_authorizations_never_truncated
  before truncate on public.agent_authorizations
  for each statement execute function private.delete_through_function();
create trigger deleted_records_never_truncated
  before truncate on public.deleted_records
  for each statement execute function private.delete_through_function();

-- Staff delete a lead or an opt-out (a court order, a record planted with someone's details), saying why.
create function public.delete_record(record_id uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.contact_submissions;
  request public.contact_opt_outs;
  kept public.deleted_records;
begin
  if reason is null or char_length(pg_catalog.btrim(reason)) not between 3 and 500 then
    raise exception using errcode = '23514', message = 'Say why the record is deleted (3 to 500 characters).', hint = 'evidence.reason_missing';
  end if;
  select * into lead from public.contact_submissions where id = record_id;
  select * into request from public.contact_opt_outs where id = record_id;
  if lead.id is null and request.id is null then
    return null;
  end if;
  if exists (select from public.agent_authorizations a where a.lead_id = record_id or a.revoked_by_opt_out = record_id) then
    raise exception using errcode = '42501', message = 'A lead or opt-out a CMS consent names is kept as long as the consent (ten years).', hint = 'evidence.kept';
  end if;
  insert into public.deleted_records (id, table_name, deleted_by, reason, record_sha256, phone_sha256, email_sha256)
  values (
    record_id,
    case when lead.id is not null then 'contact_submissions' else 'contact_opt_outs' end,
    -- The caller's role (this function runs as the table's owner): the API's service_role, or the login's own.
    coalesce(nullif(pg_catalog.current_setting('role', true), 'none'), session_user),
    pg_catalog.btrim(reason),
    coalesce(lead.record_sha256, request.record_sha256),
    private.sha256_hex(right(pg_catalog.regexp_replace(coalesce(lead.phone, request.phone), '[^0-9]', '', 'g'), 10)),
    private.sha256_hex(private.email_key(coalesce(lead.email, request.email)))
  )
  returning * into kept;
  perform pg_catalog.set_config('app.deleting_record', record_id::text, true);
  delete from public.contact_submissions where id = record_id;
  delete from public.contact_opt_outs where id = record_id;
  perform pg_catalog.set_config('app.deleting_record', '', true);
  return pg_catalog.to_jsonb(kept);
end;
$$;

revoke execute on function public.delete_record(uuid, text) from public, anon, authenticated;
grant execute on function public.delete_record(uuid, text) to service_role;

comment on function public.delete_record(uuid, text) is
  'Staff: deletes one lead or opt-out, keeping a tombstone (public.deleted_records); null when no record has the id.';

-- Verifying -------------------------------------------------------------------------------------------------------

-- One chain, recomputed in order: its length, its head, and every place it does not hold (a record whose hash is
-- not its evidence's, or a link to a record that is gone without a tombstone). A gap a tombstone explains is listed
-- as a deletion, not a break.
create function private.verify_chain(chain_name text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  row_ record;
  expected_previous text := null;
  head text := null;
  records integer := 0;
  breaks jsonb := '[]'::jsonb;
  deletions jsonb := '[]'::jsonb;
  tombstone public.deleted_records;
begin
  for row_ in
    select s.id, s.chain_seq, s.previous_sha256, s.record_sha256, private.evidence_of_lead(s) as evidence
    from public.contact_submissions s where chain_name = 'leads' and s.chain_seq is not null
    union all
    select o.id, o.chain_seq, o.previous_sha256, o.record_sha256, private.evidence_of_opt_out(o)
    from public.contact_opt_outs o where chain_name = 'opt_outs' and o.chain_seq is not null
    order by 2
  loop
    records := records + 1;
    if row_.previous_sha256 is distinct from expected_previous then
      select * into tombstone from public.deleted_records d where d.record_sha256 = row_.previous_sha256;
      if tombstone.id is not null then
        deletions := deletions || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
          'id', tombstone.id, 'deleted_at', tombstone.deleted_at, 'deleted_by', tombstone.deleted_by, 'reason', tombstone.reason));
      else
        breaks := breaks || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
          'id', row_.id, 'problem', 'its previous record is gone without a tombstone'));
      end if;
    end if;
    if row_.record_sha256 is distinct from private.sha256_hex(coalesce(row_.previous_sha256, '') || row_.evidence) then
      breaks := breaks || pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
        'id', row_.id, 'problem', 'its evidence does not match its hash'));
    end if;
    expected_previous := row_.record_sha256;
    head := row_.record_sha256;
  end loop;
  return pg_catalog.jsonb_build_object('records', records, 'head', head, 'breaks', breaks, 'deletions', deletions);
end;
$$;

revoke execute on function private.verify_chain(text) from public, anon, authenticated, service_role;

create function public.verify_evidence_chains()
returns jsonb
language sql
stable
security definer
set search_path = ''
return pg_catalog.jsonb_build_object(
  'leads', private.verify_chain('leads'),
  'opt_outs', private.verify_chain('opt_outs'),
  'deleted_records', (select count(*) from public.deleted_records)
);

revoke execute on function public.verify_evidence_chains() from public, anon, authenticated;
grant execute on function public.verify_evidence_chains() to service_role;

comment on function public.verify_evidence_chains() is
  'Staff: recomputes the leads'' and the opt-outs'' hash chains: each one''s length, head, breaks and the deletions it bridges.';
