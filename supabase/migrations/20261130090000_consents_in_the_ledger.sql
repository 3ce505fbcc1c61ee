-- The CMS consents' hash chain, checked with the leads' and the opt-outs'.
--
-- Since 20261129100000 each signed consent (public.agent_authorizations) carries a SHA-256 of its evidence chained to
-- the consent before it, but nothing recomputed that chain, and its hash covered created_at as jsonb writes a
-- timestamptz: in the inserting session's time zone. server/ sets UTC for every request and hosted Supabase's
-- database runs in UTC, so every stored hash was written in UTC; a session in another zone (a database whose default
-- zone was changed) would have written a hash no reader could recompute.
--   * the insert runs in UTC whatever the session's zone, so a consent's hash is always the one a reader recomputes;
--   * private.evidence_of_authorization() is that evidence, in the same words the insert hashes;
--   * public.verify_evidence_chains() recomputes the consents' chain too (`consents`), in the order the insert links
--     it (created_at, then id): `npm run leads -- --verify` prints its head with the others.

alter function public.agent_authorizations_before_insert() set timezone to 'UTC';

-- What a consent's hash covers: the columns its evidence is, exactly as agent_authorizations_before_insert() hashes them.
create function private.evidence_of_authorization(consent public.agent_authorizations)
returns text
language sql
stable
set search_path = ''
set timezone to 'UTC'
return pg_catalog.jsonb_build_object(
  'id', consent.id, 'created_at', consent.created_at, 'link_id', consent.link_id, 'lead_id', consent.lead_id,
  'language', consent.language, 'page', consent.page, 'consumer_name', consent.consumer_name,
  'signed_name', consent.signed_name, 'agent_name', consent.agent_name, 'agency_name', consent.agency_name,
  'consent_version', consent.consent_version, 'consent_sha256', consent.consent_sha256,
  'review_version', consent.review_version, 'review_sha256', consent.review_sha256, 'user_agent', consent.user_agent,
  'client_ip', consent.client_ip
)::text;

revoke execute on function private.evidence_of_authorization(public.agent_authorizations) from public, anon, authenticated, service_role;

comment on function private.evidence_of_authorization(public.agent_authorizations) is
  'What a CMS consent''s record_sha256 covers: its evidence as JSON, created_at in UTC.';

-- One chain, recomputed in order. Consents have no chain_seq: the insert links each to the latest by (created_at, id)
-- under one lock, so that order is the chain's. A consent is never deleted, so any gap is a break.
create or replace function private.verify_chain(chain_name text)
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
    union all
    select a.id, pg_catalog.row_number() over (order by a.created_at, a.id), a.previous_sha256, a.record_sha256,
      private.evidence_of_authorization(a)
    from public.agent_authorizations a where chain_name = 'consents'
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

create or replace function public.verify_evidence_chains()
returns jsonb
language sql
stable
security definer
set search_path = ''
return pg_catalog.jsonb_build_object(
  'leads', private.verify_chain('leads'),
  'opt_outs', private.verify_chain('opt_outs'),
  'consents', private.verify_chain('consents'),
  'deleted_records', (select count(*) from public.deleted_records)
);

comment on function public.verify_evidence_chains() is
  'Staff: recomputes the leads'', the opt-outs'' and the CMS consents'' hash chains: each one''s length, head, breaks and the deletions it bridges.';
