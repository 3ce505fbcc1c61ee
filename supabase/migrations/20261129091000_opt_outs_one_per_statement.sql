-- One opt-out per request, as one lead per request: on hosted Supabase the anon REST path (PostgREST) stores a
-- JSON array as one statement of many rows, so one request could store any number of opt-outs (and deliver each).
-- server/ already refuses an anonymous array before the database; this holds it wherever the table is reached.

create function public.contact_opt_outs_one_per_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'anon' and (select count(*) from inserted) > 1 then
    raise sqlstate 'PT400' using
      message = 'One contact submission per request: send a JSON object, not an array', hint = 'request.many_rows';
  end if;
  return null;
end;
$$;

create trigger contact_opt_outs_one_per_statement
  after insert on public.contact_opt_outs
  referencing new table as inserted
  for each statement execute function public.contact_opt_outs_one_per_statement();

revoke execute on function public.contact_opt_outs_one_per_statement() from public, anon, authenticated, service_role;

comment on function public.contact_opt_outs_one_per_statement() is
  'Refuses an anonymous insert of several opt-outs in one statement (a JSON array through the REST API).';
