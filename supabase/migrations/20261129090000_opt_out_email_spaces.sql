-- An opt-out's email address follows the lead's rule: no space character of any kind inside it. The lead's insert
-- pipeline refuses the Unicode spaces \s does not cover (a no-break space among them); the opt-out's did not, so
-- `a<no-break space>b@example.com` was stored, a mailbox that never matches a lead and so stops nothing. A trigger
-- of its own, after contact_opt_outs_before_insert has trimmed the address (triggers of one event run in name
-- order), so the request is refused with the opt-out's code, as every other malformed address is.

create function private.opt_out_email_spaces()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email ~ '[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]' then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'opt_out.email_invalid';
  end if;
  return new;
end
$$;

revoke execute on function private.opt_out_email_spaces() from public, anon, authenticated, service_role;

comment on function private.opt_out_email_spaces() is
  'Refuses an opt-out email address holding a Unicode space (the lead''s rule), with the opt-out''s code.';

create trigger contact_opt_outs_before_insert_spaces
  before insert on public.contact_opt_outs
  for each row execute function private.opt_out_email_spaces();
